/**
 * Values a visitor may type that say who they are or what they bought: never learned as they
 * stand. Each pattern errs towards removing too much; a message left with too little is not
 * learned at all (learnable-text.ts).
 */
const EMAIL_OR_HANDLE = /[^\s@]*@[^\s@]+/g;
const URL = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+/gi;
/** Bare domains (shop.example, example.com/orders): a name and a top-level part of letters. */
const DOMAIN = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b(?:\/\S*)?/gi;
/** Seven digits or more, with the separators phone numbers are written with. */
const PHONE = /\+?\(?\d(?:[\s().-]{0,2}\d){6,}\)?/g;
/** Whatever follows a # and holds a digit: "#10482", "# FG-2291". */
const HASH_NUMBER = /#\s?[a-z0-9-]*\d[a-z0-9-]*/gi;
/** A number of three digits or more named as an order's, a parcel's, a receipt's... */
const NAMED_NUMBER =
  /\b(order|ordr|invoice|confirmation|tracking|receipt|reference|ref|po|parcel|package|account|customer)(\s+(?:no\.?|nr\.?|num(?:ber)?|id|code)?\s*[:#]?\s*)([a-z0-9-]*\d[a-z0-9-]*\d[a-z0-9-]*\d[a-z0-9-]*)/gi;
/** Identifiers by their look: five digits or more, or six characters or more mixing letters and three digits. */
const TOKEN = /[a-z0-9][a-z0-9-]*[a-z0-9]/gi;

function isIdentifier(token: string): boolean {
  const digits = token.replace(/\D/g, '').length;
  return digits >= 5 || (digits >= 3 && /[a-z]/i.test(token) && token.length >= 6);
}

export interface StrippedText {
  text: string;
  /** Whether any value was removed. */
  stripped: boolean;
}

/** The text without emails, handles, URLs, domains, phone numbers and order numbers. */
export function stripPersonalValues(input: string): StrippedText {
  let stripped = false;
  const remove = (kept = ' ') => {
    stripped = true;
    return kept;
  };
  const text = input
    .replace(EMAIL_OR_HANDLE, () => remove())
    .replace(URL, () => remove())
    .replace(DOMAIN, () => remove())
    .replace(NAMED_NUMBER, (_match, name: string) => remove(`${name} `))
    .replace(HASH_NUMBER, () => remove())
    .replace(PHONE, () => remove())
    .replace(TOKEN, (token) => (isIdentifier(token) ? remove() : token))
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  return { text, stripped };
}

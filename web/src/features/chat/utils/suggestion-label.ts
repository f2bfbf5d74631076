// SPEC section 9: the first keyword found, in this order, names the chip.
const KEYWORD_LABELS: ReadonlyArray<readonly [keyword: string, label: string]> = [
  ['return', 'Return policy'],
  ['shipping', 'Shipping info'],
  ['track', 'Order tracking'],
  ['fitting', 'Club fitting'],
  ['brands', 'Golf brands'],
  ['warranty', 'Warranty info'],
];

const MAX_LABEL_LENGTH = 30;

export function suggestionLabel(question: string): string {
  const lowerCased = question.toLowerCase();
  const match = KEYWORD_LABELS.find(([keyword]) => lowerCased.includes(keyword));
  if (match) return match[1];
  // the chip label is cut at 30 characters per SPEC section 9
  return question.length > MAX_LABEL_LENGTH
    ? `${question.slice(0, MAX_LABEL_LENGTH)}...`
    : question;
}

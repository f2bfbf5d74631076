export type Segment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

// Order matters: at one position an email wins, so its domain is never linked on its own.
const EMAIL = String.raw`[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`;
const SCHEME_URL = String.raw`https?:\/\/[^\s<>]+`;
const WWW_URL = String.raw`(?<![\w.\/@-])www\.[^\s<>]+`;
// A lower-case top-level domain keeps words such as "Mr.Smith" from becoming links.
const BARE_DOMAIN = String.raw`(?<![\w.\/@-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[a-z]{2,}(?![\w@-])(?:[\/?#][^\s<>]*)?`;
const CANDIDATE = new RegExp(`(${EMAIL})|${SCHEME_URL}|${WWW_URL}|${BARE_DOMAIN}`, 'g');

const TRAILING_PUNCTUATION = new Set(['.', ',', '!', '?', ';', ':', '"', "'"]);

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Sentence punctuation and a closing parenthesis that opened outside the link stay text. */
export function trimLinkEnd(candidate: string): string {
  let end = candidate;
  for (;;) {
    const last = end.at(-1) ?? '';
    const unbalanced = last === ')' && count(end, ')') > count(end, '(');
    if (!TRAILING_PUNCTUATION.has(last) && !unbalanced) return end;
    end = end.slice(0, -1);
  }
}

function hrefFor(link: string): string {
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

function pushText(segments: Segment[], text: string): void {
  if (!text) return;
  const last = segments.at(-1);
  if (last?.type === 'text') last.text += text;
  else segments.push({ type: 'text', text });
}

/** Splits text into plain runs and links (http(s), www. and bare domains). */
export function linkify(text: string): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    if (match[1]) continue; // an email address stays text, its domain included
    const link = trimLinkEnd(match[0]);
    if (!/[^/:]/.test(link.replace(/^https?:/i, ''))) continue; // a bare "https://"
    pushText(segments, text.slice(cursor, start));
    segments.push({ type: 'link', text: link, href: hrefFor(link) });
    cursor = start + link.length;
  }
  pushText(segments, text.slice(cursor));
  return segments;
}

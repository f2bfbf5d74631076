/**
 * What a question asks for, as bits: a price, a time or a place, or how to do something. Two
 * FAQs often share every content word and differ only there ("how much is delivery" against
 * "how long does delivery take"), and a stop-word list reads none of it.
 */
const KINDS: RegExp[] = [
  /\b(how much|cost|costs|price|prices|priced|pricing|fee|fees|charge|charges|charged)\b/,
  /\b(how long|how soon|how quickly|how fast|when|what time|hours|days|weeks)\b/,
  /\b(where|location|address)\b/,
  /\b(how (do|can|should|would|does) (i|we|you|one)|how to)\b/,
];

/** The kinds a normalised text (normalize, or readText's) asks for, one bit each (0: none). */
export function questionKinds(normalized: string): number {
  return KINDS.reduce((bits, pattern, i) => (pattern.test(normalized) ? bits | (1 << i) : bits), 0);
}

/**
 * Whether a message and a way of asking ask for the same kind of thing (kindsMatch) or both for
 * some kind and not the same (kindsClash), each 0 or 1.
 */
export function kindsAgreement(message: number, form: number) {
  const shared = (message & form) !== 0;
  return {
    kindsMatch: shared ? 1 : 0,
    kindsClash: message !== 0 && form !== 0 && !shared ? 1 : 0,
  };
}

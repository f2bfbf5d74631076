import ELSEWHERE from './vocabulary/elsewhere.json';

/**
 * Words that take a message to somewhere other than the shop's own service: asking for work
 * ("are you hiring?"), for general knowledge ("what's the capital of australia", "translate
 * this") or naming another company's service ("my netflix password", "what time does coles
 * close"), from vocabulary/elsewhere.json. The big marketplaces are left out: visitors name them
 * to ask for a price match.
 */
const ELSEWHERE_WORDS: ReadonlySet<string> = new Set([
  ...ELSEWHERE.work,
  ...ELSEWHERE.knowledge,
  ...ELSEWHERE.others,
]);

/**
 * The words of a normalised message that point elsewhere, in the order they come: the generic
 * ones and the shop's own (`shopWords`, its profile's vocabulary.elsewhere).
 */
export function elsewhereWords(
  normalized: string,
  shopWords: ReadonlySet<string> = new Set(),
): string[] {
  return (normalized.match(/[a-z0-9+]+/g) ?? []).filter(
    (word) => ELSEWHERE_WORDS.has(word) || shopWords.has(word),
  );
}

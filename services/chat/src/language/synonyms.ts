import GROUPS from './vocabulary/synonyms.json';

/**
 * Retail and golf words that mean the same thing to this shop's customers
 * (vocabulary/synonyms.json). Each group maps to one canonical term, applied to FAQs and
 * questions alike, so "send back" finds the return policy and "flat stick" finds putters.
 * Phrases are matched before words. Forms are separated by | (a table is easier to read and
 * review that way than as arrays).
 */

export const SYNONYM_GROUPS: Record<string, string[]> = Object.fromEntries(
  Object.entries(GROUPS as Record<string, string>).map(([canonical, forms]) => [
    canonical,
    forms.split('|'),
  ]),
);

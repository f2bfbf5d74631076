import { STOP_WORDS } from './stop-words';
import { normalize } from './texting-forms';

/** The words that carry meaning, for WordVectors: stop words left out. */
export function contentWords(text: string): string[] {
  return (normalize(text).match(/[a-z0-9]+/g) ?? []).filter((word) => !STOP_WORDS.has(word));
}

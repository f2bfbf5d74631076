import { normalize } from './texting-forms';

/** The words as typed, in order, without case, accents or punctuation: "Do you ship to NZ?" -> "do you ship to nz". */
export function wordingOf(text: string): string {
  return (normalize(text).match(/[a-z0-9]+/g) ?? []).join(' ');
}

/**
 * The "Other phrasings" field holds one phrasing a line. Blank lines are dropped here; the
 * server trims the rest and drops repeats and copies of the question itself.
 */
export function phrasingsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function phrasingsToText(phrasings: readonly string[] = []): string {
  return phrasings.join('\n');
}

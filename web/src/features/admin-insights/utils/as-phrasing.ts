/**
 * A visitor's question as an FAQ question or phrasing: a phrasing must be a single line (the
 * CSV export keeps them one per line), and a visitor may have typed line breaks.
 */
export function asPhrasing(question: string): string {
  return question.replace(/\s+/g, ' ').trim();
}

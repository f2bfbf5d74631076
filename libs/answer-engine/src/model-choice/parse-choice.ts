/** What the model answered: the candidate it picked (0 is the first) or none of them. */
export type ModelPick = { candidate: number } | 'none';

// Case, surrounding spaces and one closing full stop are forgiven; any other word is not, so
// a model that explains itself, hedges or names two FAQs is not taken at its word.
const PICKED = /^faq\s*(\d{1,2})\.?$/i;
const NONE = /^none\.?$/i;

/**
 * Reads the model's answer strictly: "FAQ 2" (or "faq 2.") among `count` candidates, or
 * "none". Null for anything else, including a number that names no candidate.
 */
export function parseChoice(content: string, count: number): ModelPick | null {
  const answer = content.trim();
  if (NONE.test(answer)) return 'none';
  const number = Number(PICKED.exec(answer)?.[1]);
  return number >= 1 && number <= count ? { candidate: number - 1 } : null;
}

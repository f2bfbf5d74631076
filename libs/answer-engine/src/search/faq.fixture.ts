import type { SearchableFaq } from './faq-text';

/** An active FAQ for the answer engine's tests (not built into dist). */
export const faq = (
  id: number,
  question: string,
  answer: string,
  phrasings: string[] = [],
): SearchableFaq & { phrasings: string[] } => ({ id, question, answer, phrasings });

import { Faq } from '@caddie/contracts';

/** An active FAQ for the answer engine's tests (not built into dist). */
export const faq = (
  id: number,
  question: string,
  answer: string,
  phrasings: string[] = [],
): Faq => ({
  id,
  question,
  answer,
  phrasings,
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

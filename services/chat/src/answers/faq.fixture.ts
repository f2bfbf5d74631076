import { Faq } from '@caddie/contracts';

/** An active FAQ for the answer engine's tests (not built into dist). */
export const faq = (id: number, question: string, answer: string): Faq => ({
  id,
  question,
  answer,
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

import type { Faq } from '@caddie/contracts';
import type { FaqServed } from '../types';

/**
 * The question to show for an FAQ the insights name (a top FAQ, one visitors chose). The chat
 * knows only active FAQs, so for an inactive one the admin list has the question; a deleted
 * one is named by its id.
 */
export function faqLabel(
  { faqId, question }: Pick<FaqServed, 'faqId' | 'question'>,
  faqs: readonly Faq[] = [],
): string {
  if (question) return question;
  const faq = faqs.find((candidate) => candidate.id === faqId);
  if (faq) return faq.isActive ? faq.question : `${faq.question} (inactive)`;
  return `FAQ #${faqId} (inactive or deleted)`;
}

import { Decision, MAX_OFFERED, buttonsOf } from './decision';
import type { FaqText } from '../search/faq-text';

type FaqTitle = Pick<FaqText, 'id' | 'question'>;

/**
 * The FAQs a reply offers as buttons: the alternatives of an unsure answer, the likeliest
 * topics of a decline (or, when nothing was near, the popular FAQs its text names instead),
 * and the related questions of a sure answer whose runner-up came close. None for small talk.
 */
export function offeredFaqs(decision: Decision, popular: FaqTitle[]): FaqTitle[] {
  const nothingNear = decision.kind === 'none' && decision.nearest.length === 0;
  const named: FaqTitle[] = nothingNear ? popular.slice(0, 3) : buttonsOf(decision);
  return named.slice(0, MAX_OFFERED).map(({ id, question }) => ({ id, question }));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqQueryKeys } from '../../../lib/faq-query-keys';
import type { Faq } from '@caddie/contracts';

// The admin list, shared by key with FAQ Management: it names FAQs and offers them as targets.
export const allFaqsQueryOptions = () => queryOptions<Faq[]>({ queryKey: faqQueryKeys.all });

export function useAllFaqs() {
  return useQuery(allFaqsQueryOptions());
}

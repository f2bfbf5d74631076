import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqQueryKeys } from '../../../lib/faq-query-keys';
import type { Faq } from '@caddie/contracts';

// No queryFn: the default one GETs the key joined with slashes, /api/faqs/active.
export const activeFaqsQueryOptions = () => queryOptions<Faq[]>({ queryKey: faqQueryKeys.active });

export function useActiveFaqs({ enabled = true } = {}) {
  return useQuery({ ...activeFaqsQueryOptions(), enabled });
}

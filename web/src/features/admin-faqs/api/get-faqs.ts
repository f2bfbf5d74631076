import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { faqQueryKeys } from '../../../lib/faq-query-keys';
import type { Faq } from '../../../types/api';

// No queryFn: the default one GETs the key joined with slashes, /api/faqs.
export const faqsQueryOptions = () => queryOptions<Faq[]>({ queryKey: faqQueryKeys.all });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}

/** After any FAQ change: the key is a prefix of the active list's, so both refetch. */
export function useInvalidateFaqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: faqsQueryOptions().queryKey });
}

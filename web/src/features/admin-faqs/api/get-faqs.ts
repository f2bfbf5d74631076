import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { faqQueryKeys } from '../../../lib/faq-query-keys';
import { insightsQueryKeys } from '../../../lib/insights-query-keys';
import type { Faq } from '@caddie/contracts';

// No queryFn: the default one GETs the key joined with slashes, /api/faqs.
export const faqsQueryOptions = () => queryOptions<Faq[]>({ queryKey: faqQueryKeys.all });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}

/**
 * After any FAQ change: the key is a prefix of the active list's, so both refetch. The insights
 * go too, since a new FAQ or phrasing can answer a question listed there as unanswered.
 */
export function useInvalidateFaqs() {
  const queryClient = useQueryClient();
  return () => {
    // Not awaited: the mutation settles (and its toast shows) as soon as the list is fresh. A
    // deleted FAQ's card unmounts then, and its own mutate() callbacks would not run later.
    void queryClient.invalidateQueries({ queryKey: insightsQueryKeys.summary });
    return queryClient.invalidateQueries({ queryKey: faqsQueryOptions().queryKey });
  };
}

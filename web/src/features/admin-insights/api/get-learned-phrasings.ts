import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnedPhrasing } from '../types';
import { LEARNING_QUERY_KEY } from './get-learning-review';

// No queryFn: the default one GETs the key joined with slashes, /api/learning/learned.
export const learnedPhrasingsQueryOptions = () =>
  queryOptions<LearnedPhrasing[]>({
    queryKey: [...LEARNING_QUERY_KEY, 'learned'],
    // Auto mode learns while the page is closed: read again whenever Insights opens.
    staleTime: 0,
  });

export function useLearnedPhrasings() {
  return useQuery(learnedPhrasingsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningReview } from '../types';

/**
 * The key every learning query starts with: the admin's decisions invalidate it, so what waits
 * and what is learned are read again together.
 */
export const LEARNING_QUERY_KEY = ['/api/learning'] as const;

// No queryFn: the default one GETs the key joined with slashes, /api/learning/pending.
export const learningReviewQueryOptions = () =>
  queryOptions<LearningReview>({
    queryKey: [...LEARNING_QUERY_KEY, 'pending'],
    // Visitors pick suggestions at any time: read again whenever Insights opens.
    staleTime: 0,
  });

export function useLearningReview() {
  return useQuery(learningReviewQueryOptions());
}

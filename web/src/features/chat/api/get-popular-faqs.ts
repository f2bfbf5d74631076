import type { PopularFaq } from '@caddie/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** An FAQ visitors used most lately, or one of the shop's first while there is no traffic. */
export type { PopularFaq };

// No queryFn: the default one GETs the key joined with slashes, /api/chat/popular.
export const popularFaqsQueryOptions = () =>
  queryOptions<PopularFaq[]>({ queryKey: ['/api/chat/popular'] });

export function usePopularFaqs() {
  return useQuery(popularFaqsQueryOptions());
}

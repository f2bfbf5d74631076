import type { HandoffPage, HandoffStatus } from '@caddie/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** Every query of the Requests view starts with this (one request: the key and its id). */
export const HANDOFFS_KEY = ['/api/handoffs'] as const;
/** The pages of the list, of either status: what a change to a request invalidates. */
export const HANDOFF_LISTS_KEY = [...HANDOFFS_KEY, 'list'] as const;

export async function getHandoffs(
  status: HandoffStatus,
  cursor: string | null,
): Promise<HandoffPage> {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  const response = await apiRequest('GET', `${HANDOFFS_KEY[0]}?${query}`);
  return (await response.json()) as HandoffPage;
}

/** The open (or done) requests, a page at a time: "Show more" asks for the next one. */
export const handoffsQueryOptions = (status: HandoffStatus) =>
  infiniteQueryOptions({
    queryKey: [...HANDOFF_LISTS_KEY, status],
    queryFn: ({ pageParam }) => getHandoffs(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Visitors leave requests at any time: the list is read again when the section opens.
    staleTime: 0,
  });

export function useHandoffs(status: HandoffStatus) {
  return useInfiniteQuery(handoffsQueryOptions(status));
}

import type { HandoffRequest } from '@caddie/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

// No queryFn: the default one GETs the key joined with slashes, /api/handoffs.
export const handoffsQueryOptions = () =>
  queryOptions<HandoffRequest[]>({
    queryKey: ['/api/handoffs'],
    // Visitors leave requests at any time: the list is read again when the section opens.
    staleTime: 0,
  });

export function useHandoffs() {
  return useQuery(handoffsQueryOptions());
}

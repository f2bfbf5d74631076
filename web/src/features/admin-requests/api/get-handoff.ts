import type { HandoffRequest } from '@caddie/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HANDOFFS_KEY } from './get-handoffs';

// No queryFn: the default one GETs the key joined with slashes, /api/handoffs/{id}.
export const handoffQueryOptions = (id: string) =>
  queryOptions<HandoffRequest>({ queryKey: [...HANDOFFS_KEY, id] });

/** One request with its conversation, read only once the admin opens it. */
export function useHandoff(id: string, enabled: boolean) {
  return useQuery({ ...handoffQueryOptions(id), enabled });
}

import type { ErasedHandoff } from '@caddie/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { HANDOFF_LISTS_KEY } from './get-handoffs';

export async function eraseHandoff(id: string): Promise<ErasedHandoff> {
  const response = await apiRequest('DELETE', `/api/handoffs/${id}`);
  return (await response.json()) as ErasedHandoff;
}

/** The request, its conversation and the visitor's email, gone for good. */
export function useEraseHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseHandoff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HANDOFF_LISTS_KEY }),
  });
}

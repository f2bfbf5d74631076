import type { HandoffRequest, HandoffStatus } from '@caddie/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { handoffsQueryOptions } from './get-handoffs';

export async function updateHandoff(change: {
  id: string;
  status: HandoffStatus;
}): Promise<HandoffRequest> {
  const response = await apiRequest('PUT', `/api/handoffs/${change.id}`, { status: change.status });
  return (await response.json()) as HandoffRequest;
}

export function useUpdateHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHandoff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: handoffsQueryOptions().queryKey }),
  });
}

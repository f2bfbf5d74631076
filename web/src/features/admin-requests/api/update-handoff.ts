import type { HandoffStatus, HandoffSummary } from '@caddie/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { HANDOFF_LISTS_KEY } from './get-handoffs';

export async function updateHandoff(change: {
  id: string;
  status: HandoffStatus;
}): Promise<HandoffSummary> {
  const response = await apiRequest('PUT', `/api/handoffs/${change.id}`, { status: change.status });
  return (await response.json()) as HandoffSummary;
}

export function useUpdateHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHandoff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HANDOFF_LISTS_KEY }),
  });
}

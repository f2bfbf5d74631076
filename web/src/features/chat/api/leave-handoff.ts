import type { CreateHandoffDto, HandoffReceipt } from '@caddie/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** "Leave your question for our team": kept with this conversation, answered by email. */
export async function leaveHandoff(request: CreateHandoffDto): Promise<HandoffReceipt> {
  const response = await apiRequest('POST', '/api/chat/handoff', request);
  return (await response.json()) as HandoffReceipt;
}

export function useLeaveHandoff() {
  return useMutation({ mutationFn: leaveHandoff });
}

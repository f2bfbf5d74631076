import type { ChatFeedback as ReplyFeedback } from '@caddie/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** A visitor's vote on one bot reply; voting again replaces the earlier vote. */
export type { ReplyFeedback };

export async function sendReplyFeedback(feedback: ReplyFeedback): Promise<ReplyFeedback> {
  const response = await apiRequest('POST', '/api/chat/feedback', feedback);
  return (await response.json()) as ReplyFeedback;
}

export function useSendReplyFeedback() {
  return useMutation({ mutationFn: sendReplyFeedback });
}

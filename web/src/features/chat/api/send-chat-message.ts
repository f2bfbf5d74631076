import type { ChatReply, SuggestionChoiceDto as SuggestionChoice } from '@caddie/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { chatSessionQueryOptions } from './create-chat-session';

/** A suggestion the visitor clicked: its FAQ, and the reply (messageId) it was under. */
export type { SuggestionChoice };

export interface OutgoingMessage {
  message: string;
  choice?: SuggestionChoice;
}

export async function sendChatMessage(
  { message, choice }: OutgoingMessage,
  sessionId: string,
): Promise<ChatReply> {
  // SPEC section 7's body (message, sessionId), with the choice only when there is one
  const body = choice ? { message, sessionId, choice } : { message, sessionId };
  const response = await apiRequest('POST', '/api/chat', body);
  return (await response.json()) as ChatReply;
}

/** Waits for the page's session (or its local stand-in) before the first message goes. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outgoing: OutgoingMessage) => {
      const sessionId = await queryClient.ensureQueryData(chatSessionQueryOptions());
      return sendChatMessage(outgoing, sessionId);
    },
  });
}

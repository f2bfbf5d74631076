import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { chatSessionQueryOptions } from './create-chat-session';

export interface ChatReply {
  response: string;
  messageId?: string;
}

export async function sendChatMessage(message: string, sessionId: string): Promise<ChatReply> {
  const response = await apiRequest('POST', '/api/chat', { message, sessionId });
  return (await response.json()) as ChatReply;
}

/** Waits for the page's session (or its local stand-in) before the first message goes. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => {
      const sessionId = await queryClient.ensureQueryData(chatSessionQueryOptions());
      return sendChatMessage(message, sessionId);
    },
  });
}

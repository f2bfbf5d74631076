import { useRef, useState } from 'react';
import { useSendChatMessage } from '../api/send-chat-message';
import type { ChatMessage } from '../types';

export const GREETING = 'Hi! What can I help you with?';
export const FAILURE_REPLY =
  "I'm sorry, I'm experiencing technical difficulties right now. Please try again in a moment.";

let lastMessageId = 0;

function createMessage(text: string, isBot: boolean, replyId?: string): ChatMessage {
  lastMessageId += 1;
  return { id: `message-${lastMessageId}`, text, isBot, timestamp: new Date(), replyId };
}

/** The conversation: the greeting first, then each question and its reply (SPEC section 4). */
export function useChatConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [createMessage(GREETING, true)]);
  const sendMessage = useSendChatMessage();
  // The mutation's pending flag arrives with the next render; this guards sends before it.
  const inFlight = useRef(false);

  const append = (text: string, isBot: boolean, replyId?: string) =>
    setMessages((current) => [...current, createMessage(text, isBot, replyId)]);

  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || inFlight.current) return false;
    inFlight.current = true;
    append(message, false);
    sendMessage.mutate(message, {
      // the reply's messageId is kept: it is what a rating of the reply refers to
      onSuccess: (reply) => append(reply.response, true, reply.messageId || undefined),
      onError: () => append(FAILURE_REPLY, true),
      onSettled: () => {
        inFlight.current = false;
      },
    });
    return true;
  };

  return { messages, send, isPending: sendMessage.isPending };
}

import { useEffect, useRef, useState } from 'react';
import { useSendChatMessage, type SuggestionChoice } from '../api/send-chat-message';
import type { ChatMessage, ChatSuggestion } from '../types';
import type { ConversationStore } from '../utils/kept-conversation';

export const GREETING = 'Hi! What can I help you with?';
export const FAILURE_REPLY =
  "I'm sorry, I'm experiencing technical difficulties right now. Please try again in a moment.";

let lastMessageId = 0;

type ReplyDetails = Pick<ChatMessage, 'replyId' | 'suggestions' | 'related' | 'offerHandoff'>;

function createMessage(text: string, isBot: boolean, details: ReplyDetails = {}): ChatMessage {
  lastMessageId += 1;
  return { id: `message-${lastMessageId}`, text, isBot, timestamp: new Date(), ...details };
}

/** Message ids go on from the highest of a kept conversation, so none repeats. */
function continueIds(messages: ChatMessage[]): ChatMessage[] {
  for (const { id } of messages) {
    const n = Number(id.replace('message-', ''));
    if (Number.isInteger(n) && n > lastMessageId) lastMessageId = n;
  }
  return messages;
}

export interface ConversationOptions {
  /** The first bot message (the widget's data-greeting); SPEC's greeting by default. */
  greeting?: string;
  /** Where the conversation is kept between page loads (the embedded chat). */
  store?: ConversationStore;
}

/** The conversation: the greeting first, then each question and its reply (SPEC section 4). */
export function useChatConversation({ greeting = GREETING, store }: ConversationOptions = {}) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => {
    const kept = store?.load();
    return kept ? continueIds(kept) : [createMessage(greeting, true)];
  });
  useEffect(() => store?.save(messages), [store, messages]);
  const sendMessage = useSendChatMessage();
  // The mutation's pending flag arrives with the next render; this guards sends before it.
  const inFlight = useRef(false);

  const append = (text: string, isBot: boolean, details?: ReplyDetails) =>
    setMessages((current) => [...current, createMessage(text, isBot, details)]);

  const send = (text: string, choice?: SuggestionChoice): boolean => {
    const message = text.trim();
    if (!message || inFlight.current) return false;
    inFlight.current = true;
    append(message, false);
    sendMessage.mutate(
      { message, choice },
      {
        // the reply's messageId is kept: a rating, or a choice of its suggestions, refers to it
        onSuccess: (reply) =>
          append(reply.response, true, {
            replyId: reply.messageId || undefined,
            suggestions: reply.suggestions?.length ? reply.suggestions : undefined,
            related: reply.related,
            offerHandoff: reply.offerHandoff || undefined,
          }),
        onError: () => append(FAILURE_REPLY, true),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
    return true;
  };

  /** Asks a suggestion's question, as the visitor's choice among those under `reply`. */
  const chooseSuggestion = (suggestion: ChatSuggestion, reply: ChatMessage): boolean =>
    send(
      suggestion.question,
      reply.replyId ? { faqId: suggestion.faqId, messageId: reply.replyId } : undefined,
    );

  return { messages, send, chooseSuggestion, isPending: sendMessage.isPending };
}

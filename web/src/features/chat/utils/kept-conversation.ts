import type { ChatMessage } from '../types';

/**
 * The embedded chat's conversation, kept in the iframe's sessionStorage so it survives the
 * host page's navigations (each one loads the iframe again). A store the browser refuses
 * (privacy settings, third-party storage blocked) just keeps nothing.
 */
export interface ConversationStore {
  load(): ChatMessage[] | undefined;
  save(messages: ChatMessage[]): void;
}

const KEY = 'caddie-embed-conversation';
/** Enough for a long conversation; older messages are dropped first. */
const KEPT = 100;

export const sessionConversationStore: ConversationStore = {
  load() {
    try {
      const text = sessionStorage.getItem(KEY);
      if (!text) return undefined;
      const kept = JSON.parse(text) as (Omit<ChatMessage, 'timestamp'> & { timestamp: string })[];
      if (!Array.isArray(kept) || kept.length === 0) return undefined;
      return kept.map((message) => ({ ...message, timestamp: new Date(message.timestamp) }));
    } catch {
      return undefined;
    }
  },
  save(messages) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(messages.slice(-KEPT)));
    } catch {
      // nothing kept
    }
  },
};

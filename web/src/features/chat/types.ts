import type { ChatSuggestion } from '@caddie/contracts';

/** An FAQ a bot reply names as what the visitor may have meant, offered as a button. */
export type { ChatSuggestion };

/** A chat message lives in the browser only (SPEC section 3). */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: Date;
  /**
   * The server's messageId of a bot reply, which a rating refers to. The greeting and the
   * technical-difficulties reply have none, so they cannot be rated.
   */
  replyId?: string;
  /** The FAQs a reply offers as buttons, shown under it. */
  suggestions?: ChatSuggestion[];
  /** The suggestions are related questions under a sure answer (labelled so). */
  related?: boolean;
  /** A decline, or the answer to "talk to a person": offers to leave the question for the team. */
  offerHandoff?: boolean;
}

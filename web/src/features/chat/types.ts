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
  /** An unsure or declined reply's suggestions, shown under it. */
  suggestions?: ChatSuggestion[];
  /** A decline, or the answer to "talk to a person": offers to leave the question for the team. */
  offerHandoff?: boolean;
}

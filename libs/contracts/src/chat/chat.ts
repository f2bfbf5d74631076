export interface ChatSession {
  sessionId: string;
}

/** An FAQ the bot names when it is unsure or declines, offered to the visitor as a button. */
export interface ChatSuggestion {
  faqId: number;
  question: string;
}

export interface ChatReply {
  response: string;
  messageId: string;
  /**
   * The FAQs offered as buttons, likeliest first: an unsure reply's alternatives and a
   * decline's topics (both named in its text, in the same order), or a sure answer's related
   * questions when a runner-up came close (then `related` is set).
   */
  suggestions?: ChatSuggestion[];
  /** The suggestions are related questions under a sure answer, not alternatives to it. */
  related?: true;
  /** On a decline or a request for a person: offer "Leave your question for our team". */
  offerHandoff?: true;
}

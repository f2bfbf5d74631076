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
  /** Only on an unsure or declined reply: the FAQs its text names, in the same order. */
  suggestions?: ChatSuggestion[];
  /** On a decline or a request for a person: offer "Leave your question for our team". */
  offerHandoff?: true;
}

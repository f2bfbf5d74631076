/**
 * A visitor's message kept as evidence for the FAQ they picked from the suggestions (the chat
 * service's learning/): matched beside the FAQ's own ways of asking, with a weight of its own.
 */
export interface LearnedMessage {
  /** The learned message's row id: a reply it carried names it, so votes can count against it. */
  id: number;
  faqId: number;
  text: string;
}

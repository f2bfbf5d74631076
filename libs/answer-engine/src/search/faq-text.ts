import type { LearnedMessage } from './learned-message';

/** What a reply needs of an FAQ: all the index keeps of it, whatever it was built from. */
export interface FaqText {
  id: number;
  question: string;
  answer: string;
}

/**
 * What the index is built from: an FAQ's text, its other ways of asking, and the messages
 * visitors taught it by picking it from the suggestions.
 */
export type SearchableFaq = FaqText & {
  phrasings?: string[];
  learned?: Omit<LearnedMessage, 'faqId'>[];
};

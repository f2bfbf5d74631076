import { Faq } from '@caddie/contracts';

/** What a reply needs of an FAQ: all the index keeps of it, whatever it was built from. */
export type FaqText = Pick<Faq, 'id' | 'question' | 'answer'>;

/** What the index is built from: an FAQ's text and its other ways of asking. */
export type SearchableFaq = FaqText & Partial<Pick<Faq, 'phrasings'>>;

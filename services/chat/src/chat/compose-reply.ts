import { Match } from '../faq-index/keyword-matcher';

/** Below this the keyword match is too weak to trust (the answer engine calibrates its own). */
export const MIN_SCORE = 1;

export interface ComposedReply {
  text: string;
  faqId: number | null;
  score: number | null;
}

/** The FAQ's answer, verbatim so its links survive, or a fallback that names a way forward. */
export function composeReply(match: Match | undefined, supportContact: string): ComposedReply {
  if (match && match.score >= MIN_SCORE) {
    return { text: match.faq.answer, faqId: match.faq.id, score: match.score };
  }
  return {
    text:
      "I'm sorry, I don't have an answer for that yet. I can help with returns, shipping, order tracking, " +
      `club fitting, brands and warranties. For anything else, please contact ${supportContact}.`,
    faqId: null,
    score: match?.score ?? null,
  };
}

import { Decision } from './answer-engine';
import { FaqText } from '../search/faq-text';

export interface ComposedReply {
  text: string;
  faqId: number | null;
  score: number | null;
}

export interface ReplySettings {
  supportContact: string;
  /** Shown when nothing close was found: the shop's most asked-about topics. */
  popularQuestions: string[];
}

const SMALL_TALK_REPLIES = {
  greeting: () =>
    'Hello! I can help with returns, shipping, order tracking, club fitting and more. What would you like to know?',
  thanks: () => "You're welcome! Is there anything else I can help with?",
  goodbye: () => 'Thanks for chatting with us. Enjoy your next round!',
  bot: (contact: string) =>
    `I'm the shop's virtual assistant: I answer from our help pages. For anything I can't answer, you can reach ${contact}.`,
  human: (contact: string) => `Of course. You can reach a person on our team at ${contact}.`,
};

/** The reply text for a decision. A confident answer is the FAQ's answer verbatim, so its links survive. */
export function composeReply(decision: Decision, settings: ReplySettings): ComposedReply {
  switch (decision.kind) {
    case 'small-talk':
      return {
        text: SMALL_TALK_REPLIES[decision.smallTalk](settings.supportContact),
        faqId: null,
        score: null,
      };
    case 'confident':
      return {
        text: decision.hit.faq.answer,
        faqId: decision.hit.faq.id,
        score: decision.hit.probability,
      };
    case 'unsure':
      return {
        text: decision.hit.faq.answer + relatedLine(decision.related),
        faqId: decision.hit.faq.id,
        score: decision.hit.probability,
      };
    case 'none':
      return { text: declineText(decision.nearest, settings), faqId: null, score: decision.score };
  }
}

function relatedLine(related: FaqText[]): string {
  if (related.length === 0) return '';
  return `\n\nIf that's not what you meant, you might be asking: ${related.map((faq) => `"${faq.question}"`).join(' or ')}`;
}

function declineText(nearest: FaqText[], settings: ReplySettings): string {
  const topics = (
    nearest.length > 0 ? nearest.map((faq) => faq.question) : settings.popularQuestions
  ).slice(0, 3);
  const suggestions =
    topics.length > 0
      ? ` I can help with questions like ${topics.map((topic) => `"${topic}"`).join(', ')}.`
      : '';
  return `I'm sorry, I don't have an answer for that.${suggestions} To talk to a person, contact ${settings.supportContact}.`;
}

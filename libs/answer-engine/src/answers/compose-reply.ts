import { Decision } from './decision';
import { FaqText } from '../search/faq-text';
import { ReplyTexts, filled } from './reply-texts';

export interface ComposedReply {
  text: string;
  faqId: number | null;
  score: number | null;
}

/** What of the shop profile a reply is made with: the assistant's texts and the contact. */
export interface ReplyProfile {
  assistant: { replies: ReplyTexts };
  supportContact: string;
}

/**
 * The reply text for a decision. A confident answer is the FAQ's answer verbatim, so its links
 * survive. `popularQuestions`, the shop's most asked-about topics, are named by a decline when
 * nothing close was found.
 */
export function composeReply(
  decision: Decision,
  shop: ReplyProfile,
  popularQuestions: string[],
): ComposedReply {
  switch (decision.kind) {
    case 'small-talk':
      return {
        text: filled(shop.assistant.replies[decision.smallTalk], { contact: shop.supportContact }),
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
        text: decision.hit.faq.answer + relatedLine(decision.related, shop),
        faqId: decision.hit.faq.id,
        score: decision.hit.probability,
      };
    case 'none':
      return {
        text: declineText(topicsOf(decision.nearest, popularQuestions), shop),
        faqId: null,
        score: decision.score,
      };
  }
}

const quoted = (questions: string[], separator: string) =>
  questions.map((question) => `"${question}"`).join(separator);

function relatedLine(related: FaqText[], { assistant, supportContact }: ReplyProfile): string {
  if (related.length === 0) return '';
  const questions = quoted(
    related.map((faq) => faq.question),
    ' or ',
  );
  return `\n\n${filled(assistant.replies.related, { contact: supportContact, questions })}`;
}

/** What a decline names: the nearest FAQs, or the popular questions when nothing was near. */
function topicsOf(nearest: FaqText[], popularQuestions: string[]): string[] {
  const topics = nearest.length > 0 ? nearest.map((faq) => faq.question) : popularQuestions;
  return topics.slice(0, 3);
}

function declineText(topics: string[], shop: ReplyProfile): string {
  const { replies: texts } = shop.assistant;
  const contact = shop.supportContact;
  const examples =
    topics.length > 0
      ? ` ${filled(texts.declineTopics, { contact, questions: quoted(topics, ', ') })}`
      : '';
  return `${filled(texts.decline, { contact })}${examples} ${filled(texts.declineContact, { contact })}`;
}

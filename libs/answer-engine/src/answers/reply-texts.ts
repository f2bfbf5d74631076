/**
 * What the assistant says in its own words (the shop profile's): the small talk replies, the
 * decline's parts and the line that offers runners-up. `{contact}` stands for the support
 * contact in any of them; `{questions}` for the questions offered, where there are some.
 */
export interface ReplyTexts {
  greeting: string;
  thanks: string;
  goodbye: string;
  /** "Are you a bot?" */
  bot: string;
  /** "Can I talk to a person?" */
  human: string;
  /** A decline's first sentence. */
  decline: string;
  /** A decline's examples, when there are FAQs to name: `{questions}`. */
  declineTopics: string;
  /** A decline's last sentence: how to reach a person. */
  declineContact: string;
  /** Under an unsure answer, after a blank line: `{questions}`. */
  related: string;
}

export const REPLY_TEXT_NAMES: readonly (keyof ReplyTexts)[] = [
  'greeting',
  'thanks',
  'goodbye',
  'bot',
  'human',
  'decline',
  'declineTopics',
  'declineContact',
  'related',
];

/** The texts that offer questions: they must say where (`{questions}`). */
export const TEXTS_WITH_QUESTIONS: readonly (keyof ReplyTexts)[] = ['declineTopics', 'related'];

/** A text with its placeholders filled in. */
export function filled(text: string, values: { contact: string; questions?: string }): string {
  return text
    .replaceAll('{contact}', values.contact)
    .replaceAll('{questions}', values.questions ?? '');
}

import { REPLY_TEXT_NAMES, ReplyTexts, TEXTS_WITH_QUESTIONS } from '../answers/reply-texts';
import { TRADES } from '../language/synonyms';
import { ProfileChecks } from './profile-checks';
import { answerProbabilityOf, searchWeightsOf, thresholdsOf } from './profile-tuning';
import type { ShopAssistant, ShopProfile } from './shop-profile';

const PROFILE_FIELDS = [
  'supportContact',
  'vocabulary',
  'assistant',
  'searchWeights',
  'thresholds',
  'answerProbability',
];
const ASSISTANT_FIELDS = ['names', 'interests', 'persona', 'replies'];
const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** A line of text: the support contact (SUPPORT_CONTACT's limit too), the persona. */
const LINE_MAX = 300;
const REPLY_MAX = 1000;
const WORD_MAX = 40;
const WORDS_MAX = 20;
const ELSEWHERE_MAX = 200;
const ONE_WORD = /^[a-z0-9+]+$/;

/**
 * A shop profile from its JSON (a profile file, or the demo shop's): checked whole, every
 * problem named by its field, and the tuned numbers the file leaves out taken from the engine's
 * fitted ones. Throws a ShopProfileError.
 */
export function parseShopProfile(data: unknown): ShopProfile {
  const check = new ProfileChecks();
  const fields = check.object(data, 'the profile');
  check.onlyKnown(fields, '', PROFILE_FIELDS);
  const vocabulary = check.object(fields.vocabulary, 'vocabulary');
  check.onlyKnown(vocabulary, 'vocabulary.', ['trade', 'elsewhere']);
  const profile: ShopProfile = {
    supportContact: check.text(fields.supportContact, 'supportContact', LINE_MAX),
    vocabulary: {
      trade: check.oneOf(vocabulary.trade, 'vocabulary.trade', TRADES),
      elsewhere: elsewhereOf(check, vocabulary.elsewhere),
    },
    assistant: assistantOf(check, fields.assistant),
    searchWeights: searchWeightsOf(check, fields.searchWeights),
    thresholds: thresholdsOf(check, fields.thresholds),
    answerProbability: answerProbabilityOf(check, fields.answerProbability),
  };
  check.done();
  return profile;
}

/** One word each, as a visitor types it (lower case: messages are read in lower case). */
function elsewhereOf(check: ProfileChecks, value: unknown): string[] {
  if (value === undefined) return [];
  const words = check.texts(value, 'vocabulary.elsewhere', WORD_MAX, ELSEWHERE_MAX);
  words.forEach((word, i) => {
    if (word && !ONE_WORD.test(word))
      check.problems.push(
        `vocabulary.elsewhere[${i}] must be one word in lower case letters or digits, as a visitor types it (is "${word}")`,
      );
  });
  return words;
}

function assistantOf(check: ProfileChecks, value: unknown): ShopAssistant {
  const fields = check.object(value, 'assistant');
  check.onlyKnown(fields, 'assistant.', ASSISTANT_FIELDS);
  return {
    names: check.texts(fields.names, 'assistant.names', WORD_MAX, WORDS_MAX),
    interests: check.texts(fields.interests, 'assistant.interests', WORD_MAX, WORDS_MAX),
    persona: check.text(fields.persona, 'assistant.persona', LINE_MAX),
    replies: repliesOf(check, fields.replies),
  };
}

/** Every reply text, with `{contact}` anywhere and `{questions}` where questions are offered. */
function repliesOf(check: ProfileChecks, value: unknown): ReplyTexts {
  const fields = check.object(value, 'assistant.replies');
  check.onlyKnown(fields, 'assistant.replies.', REPLY_TEXT_NAMES);
  const entries = REPLY_TEXT_NAMES.map((name) => {
    const path = `assistant.replies.${name}`;
    const text = check.text(fields[name], path, REPLY_MAX);
    const offers = TEXTS_WITH_QUESTIONS.includes(name);
    const allowed = offers ? ['contact', 'questions'] : ['contact'];
    for (const [, placeholder] of text.matchAll(PLACEHOLDER))
      if (!allowed.includes(placeholder))
        check.problems.push(
          `${path} has {${placeholder}}: it may hold ${allowed.map((name) => `{${name}}`).join(' and ')}`,
        );
    if (offers && text && !text.includes('{questions}'))
      check.problems.push(`${path} must say where the questions go: {questions}`);
    return [name, text];
  });
  return Object.fromEntries(entries) as unknown as ReplyTexts;
}

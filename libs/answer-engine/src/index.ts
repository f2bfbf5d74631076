// The answer engine: ranking, language and answer policy for one shop's FAQs, with no server,
// database or framework in it. The chat service adapts it to Nest and its stores; tools and
// evaluations import it here, never a file inside it.
export { AnswerEngine, DEFAULT_THRESHOLDS } from './answers/answer-engine';
export type { AnswerPolicy, ConversationContext, Thresholds } from './answers/answer-engine';
export { buttonsOf, decisionAmong } from './answers/decision';
export type { Candidate, Decision } from './answers/decision';
export {
  ANSWER_PROBABILITY,
  FEATURES,
  LEARNED_FEATURES,
  featuresOf,
  logitOf,
  readingsOf,
} from './answers/answer-probability';
export type { Feature, ProbabilityModel, Reading } from './answers/answer-probability';
export { composeReply } from './answers/compose-reply';
export { offeredFaqs } from './answers/offered-faqs';
export type { ComposedReply, ReplyProfile } from './answers/compose-reply';
export type { ReplyTexts } from './answers/reply-texts';
export { smallTalkReader } from './answers/small-talk';
export type { AssistantIdentity, ReadSmallTalk, SmallTalk } from './answers/small-talk';
export { meaningOf } from './answers/message-meaning';
export type { MessageMeaning } from './answers/message-meaning';

export { FaqSearch } from './search/faq-search';
export type { HitSignals, LearnedMatch, SearchHit } from './search/search-hit';
export type { FaqText, SearchableFaq } from './search/faq-text';
export type { LearnedMessage } from './search/learned-message';
export { DEFAULT_SEARCH_WEIGHTS } from './search/search-weights';
export type { SearchWeights } from './search/search-weights';
export { FaqVectors } from './search/faq-vectors';
export type { FaqTextVector } from './search/faq-vectors';

export { analyze } from './language/analyze';
export { normalize } from './language/texting-forms';
export { TRADES, useTrade } from './language/synonyms';
export type { Trade } from './language/synonyms';

export { DEMO_SHOP_PROFILE } from './shop-profile/demo-shop-profile';
export { parseShopProfile } from './shop-profile/parse-shop-profile';
export { ShopProfileError } from './shop-profile/profile-checks';
export type { ShopAssistant, ShopProfile } from './shop-profile/shop-profile';

// What of a visitor's message may be learned (the chat service's rule, mirrored by the eval).
export { learnableText, matchKeyOf } from './learning/learnable-text';
export type { LearnableText } from './learning/learnable-text';

// The optional models, asked as the chat service asks them (`npm run eval -- --model` too).
export { EmbeddingError, embedTexts } from './embeddings/embedding-client';
export type { EmbeddingEndpoint, EmbeddingFailure } from './embeddings/embedding-client';
export { faqTextsOf } from './embeddings/faq-texts';
export type { FaqTexts, SharedText } from './embeddings/faq-texts';
export { ChatModelError, completeChat } from './chat-model/complete-chat';
export type {
  ChatModelEndpoint,
  ChatModelFailure,
  ChatModelMessage,
} from './chat-model/complete-chat';
export { MAX_CHOICES, choicePrompt } from './model-choice/choice-prompt';
export { parseChoice } from './model-choice/parse-choice';
export type { ModelPick } from './model-choice/parse-choice';
export { candidatesOf, decisionAfterChoice, isUnsure } from './model-choice/decision-after-choice';
export type { UnsureDecision } from './model-choice/decision-after-choice';

// The answer engine's public face, for tools (evaluation, benchmarks) and anything else
// outside the chat service: import '@caddie/chat/engine', never a file inside it.
// The learning rule reads limits from the contracts, whose DTOs need reflect-metadata first.
import 'reflect-metadata';
export { AnswerEngine, DEFAULT_THRESHOLDS, decisionAmong } from './answers/answer-engine';
export {
  ANSWER_PROBABILITY,
  FEATURES,
  LEARNED_FEATURES,
  featuresOf,
  logitOf,
  probabilitiesOf,
} from './answers/answer-probability';
export type { Feature, ProbabilityModel } from './answers/answer-probability';
export { smallTalk } from './answers/small-talk';
export { normalize } from './language/texting-forms';
export type { Candidate, ConversationContext, Decision, Thresholds } from './answers/answer-engine';
export { FaqSearch } from './search/faq-search';
export type { HitSignals, LearnedMatch, SearchHit } from './search/search-hit';
export type { FaqText, SearchableFaq } from './search/faq-text';
export { DEFAULT_SEARCH_WEIGHTS } from './search/search-weights';
export type { SearchWeights } from './search/search-weights';
export { analyze } from './language/analyze';
export { TRADES, useTrade } from './language/synonyms';
export type { Trade } from './language/synonyms';
export type { LearnedMessage } from './search/learned-message';
// What of a visitor's message may be learned (the chat service's rule, mirrored by the eval).
export { learnableText, matchKeyOf } from './learning/learnable-text';
// What `npm run eval -- --model` needs to ask a configured endpoint as the chat service does.
export { embedTexts } from './embeddings/embedding-client';
export type { EmbeddingEndpoint } from './config/embedding-settings';
export { faqTextsOf } from './embeddings/faq-texts';
export { FaqVectors } from './search/faq-vectors';
export { meaningOf } from './answers/message-meaning';
export { completeChat } from './chat-model/complete-chat';
export { choicePrompt } from './model-choice/choice-prompt';
export { parseChoice } from './model-choice/parse-choice';
export { candidatesOf, decisionAfterChoice, isUnsure } from './model-choice/decision-after-choice';

// The answer engine's public face, for tools (evaluation, benchmarks) and anything else
// outside the chat service: import '@caddie/chat/engine', never a file inside it.
export { AnswerEngine, DEFAULT_THRESHOLDS } from './answers/answer-engine';
export type { ConversationContext, Decision, Thresholds } from './answers/answer-engine';
export { FaqSearch } from './search/faq-search';
export type { SearchHit } from './search/faq-search';
export type { FaqText, SearchableFaq } from './search/faq-text';
export { DEFAULT_SEARCH_WEIGHTS } from './search/search-weights';
export type { SearchWeights } from './search/search-weights';
export { analyze } from './language/analyze';
export type { LearnedMessage } from './search/learned-message';

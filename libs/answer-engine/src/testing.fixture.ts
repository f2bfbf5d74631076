// Builders for the tests of code that uses the engine (`@caddie/answer-engine/testing`, mapped
// for jest and the type check only; not built into dist).
export { candidate } from './answers/candidate.fixture';
export { faq } from './search/faq.fixture';

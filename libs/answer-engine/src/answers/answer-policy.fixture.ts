import { AnswerPolicy, DEFAULT_THRESHOLDS, Thresholds } from './answer-engine';
import { ANSWER_PROBABILITY } from './answer-probability';

/**
 * The engine's fitted bands and model, with the demo shop's assistant, and the bands a test
 * changes: for the engine's tests (not built into dist).
 */
export const policy = (
  bands: Partial<Thresholds> = {},
  changes: Partial<AnswerPolicy> = {},
): AnswerPolicy => ({
  thresholds: { ...DEFAULT_THRESHOLDS, ...bands },
  answerProbability: ANSWER_PROBABILITY,
  assistant: { names: ['caddie'], interests: ['golf'] },
  ...changes,
});

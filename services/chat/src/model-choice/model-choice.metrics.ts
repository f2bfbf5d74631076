import { Counter, Histogram } from 'prom-client';
import type { ChatModelFailure } from '@caddie/answer-engine';

/** What came of asking the model to pick: an FAQ, none, or why the engine's reply went out. */
export type ChoiceOutcome = 'chosen' | 'none' | ChatModelFailure;

/** A rise of late, error or malformed is the engine answering alone: see docs/operations.md. */
export const modelChoices = new Counter({
  name: 'caddie_chat_model_choices_total',
  help: 'Unsure replies the chat model picked among (LLM_CHOOSE=on) by outcome: chosen, none, or the fallbacks late, error, malformed',
  labelNames: ['outcome'] as const,
});

export const modelChoiceSeconds = new Histogram({
  name: 'caddie_chat_model_choice_seconds',
  help: 'Time of a call to the chat model to pick among the candidates, failures included',
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10],
});

/** Every outcome shows from the start, at 0, so a rate over it never reads "no data". */
const OUTCOMES: ChoiceOutcome[] = ['chosen', 'none', 'late', 'error', 'malformed'];
for (const outcome of OUTCOMES) modelChoices.inc({ outcome }, 0);

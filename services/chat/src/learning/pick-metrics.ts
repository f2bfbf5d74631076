import { Counter } from 'prom-client';
import type { PickOutcome } from './visitor-picks';

/** What a visitor's pick came to: refused (not offered), learned, waiting, or why not kept. */
export type CountedPick = PickOutcome | 'refused' | 'failed';

/**
 * Visitors' picks of a suggested FAQ by outcome. A rise of refused picks is someone sending
 * picks the replies never offered; of capped ones, one session teaching too much.
 */
export const visitorPicks = new Counter({
  name: 'caddie_learning_picks_total',
  help: 'Visitor picks of a suggested FAQ by outcome: refused, pending, learned, or why nothing was kept',
  labelNames: ['outcome'] as const,
});

/** What a "helpful" vote on an answer taught: learned, waiting, or why nothing was kept. */
export const helpfulVoteLessons = new Counter({
  name: 'caddie_learning_helpful_votes_total',
  help: 'Helpful votes on answers by what they taught: pending, learned, or why nothing was kept',
  labelNames: ['outcome'] as const,
});

/** Every outcome shows from the start, at 0, so a rate over it never reads "no data". */
const OUTCOMES: CountedPick[] = [
  'refused',
  'failed',
  'off',
  'no-message',
  'too-long',
  'too-little',
  'same-as-question',
  'unknown-session',
  'known',
  'capped',
  'pending',
  'learned',
];
for (const outcome of OUTCOMES) {
  visitorPicks.inc({ outcome }, 0);
  if (outcome !== 'refused') helpfulVoteLessons.inc({ outcome }, 0);
}

import { TestStack } from '../../support/test-stack';
import { helpfulVotes } from './helpful-votes';
import { learningGuards } from './learning-guards';
import { reviewDecisions } from './review-decisions';

export { REVIEW_CAP } from './learning-guards';

/** LEARNING=review (the default) through the running product; the stack has REVIEW_CAP. */
export function reviewMode(stack: TestStack): void {
  reviewDecisions(stack);
  helpfulVotes(stack, { learnsAtOnce: false });
  learningGuards(stack);
}

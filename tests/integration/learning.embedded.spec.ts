// Learning from visitors through the running product, embedded mode: the pick check, each
// LEARNING mode, the admin's review, the personal-values rule and the per-session cap.
import { TestStack } from '../support/test-stack';
import { autoMode } from './learning/auto-mode';
import { offMode } from './learning/off-mode';
import { REVIEW_CAP, reviewMode } from './learning/review-mode';

jest.setTimeout(90_000);

/** A stack with these learning settings; the popular FAQs (a decline's buttons) stay put. */
function learningStack(env: Record<string, string>): TestStack {
  const stack = new TestStack({
    mode: 'embedded',
    env: { POPULAR_REFRESH_SECONDS: '3600', RATE_LIMIT_SESSIONS_PER_MINUTE: '1000', ...env },
  });
  beforeAll(() => stack.start(), 120_000);
  afterAll(() => stack.stop(), 60_000);
  return stack;
}

describe('learning from visitors, embedded mode, LEARNING=review (the default)', () => {
  reviewMode(learningStack({ LEARNING_MAX_PER_SESSION_HOUR: String(REVIEW_CAP) }));
});

describe('learning from visitors, embedded mode, LEARNING=auto', () => {
  autoMode(learningStack({ LEARNING: 'auto' }), 1);
});

describe('learning from visitors, embedded mode, LEARNING=off', () => {
  offMode(learningStack({ LEARNING: 'off' }));
});

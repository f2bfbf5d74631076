// Learning from visitors through the running product, production mode (Redis transport,
// Postgres): each LEARNING mode, and a second chat replica that follows what the first learned.
import { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describeWithRealStores } from '../support/stores-check';
import { TestStack } from '../support/test-stack';
import { until } from '../support/until';
import * as embedded from '../../tools/embedded/stack';
import { autoMode } from './learning/auto-mode';
import {
  LearningAdmin,
  Visitor,
  learnedInEngine,
  madeUpQuestion,
} from './learning/learning-clients';
import { offMode } from './learning/off-mode';
import { REVIEW_CAP, reviewMode } from './learning/review-mode';

jest.setTimeout(90_000);

/** A stack with these learning settings; the popular FAQs (a decline's buttons) stay put. */
function learningStack(env: Record<string, string>): TestStack {
  const stack = new TestStack({
    mode: 'production',
    env: {
      POPULAR_REFRESH_SECONDS: '3600',
      RATE_LIMIT_SESSIONS_PER_MINUTE: '1000',
      SEED_DEMO_FAQS: 'true',
      ...env,
    },
  });
  beforeAll(() => stack.start(), 120_000);
  afterAll(() => stack.stop(), 60_000);
  return stack;
}

describeWithRealStores('learning from visitors, production mode, LEARNING=review', () => {
  reviewMode(learningStack({ LEARNING_MAX_PER_SESSION_HOUR: String(REVIEW_CAP) }));
});

describeWithRealStores('learning from visitors, production mode, LEARNING=off', () => {
  offMode(learningStack({ LEARNING: 'off' }));
});

describeWithRealStores(
  'learning from visitors, production mode, LEARNING=auto, LEARNING_MIN_SESSIONS=2',
  () => {
    const stack = learningStack({ LEARNING: 'auto', LEARNING_MIN_SESSIONS: '2' });
    autoMode(stack, 2);

    describe('with a second chat replica', () => {
      let replica: ChildProcess;
      let replicaHealth: number;
      beforeAll(async () => {
        replicaHealth = await embedded.freePort();
        const ports = { ...stack.servicePorts, chatHealth: replicaHealth };
        replica = embedded.spawnService(
          'chat',
          embedded.serviceEnv('chat', ports, stack.sharedEnv),
        );
        await embedded.waitForHttp(`http://127.0.0.1:${replicaHealth}/health/ready`, 60_000);
      }, 90_000);
      afterAll(async () => {
        if (replica.exitCode !== null || replica.signalCode !== null) return;
        const exited = once(replica, 'exit');
        replica.kill('SIGTERM');
        await exited;
      });

      it('loads what was learned before it started, and follows every change within seconds', async () => {
        const counts = () =>
          Promise.all([stack.servicePorts.chatHealth, replicaHealth].map(learnedInEngine));
        const [first] = await counts();
        expect(first).toBeGreaterThan(0);
        await until(async () => (await counts())[1] === first, 'the replica loads what is learned');

        const question = madeUpQuestion();
        for (let session = 0; session < 2; session += 1) {
          const visitor = await Visitor.start(stack);
          const offered = await visitor.askOffered(question);
          await visitor.pick(offered, offered.suggestions[0].faqId);
        }
        await until(
          async () => (await counts()).every((count) => count === first + 2),
          'both replicas learn the new messages',
          { timeoutMs: 5000 },
        );

        const admin = await LearningAdmin.signIn(stack);
        const learned = (await admin.learned()).filter((phrasing) => phrasing.text === question);
        for (const { id } of learned) expect((await admin.remove(id)).status).toBe(200);
        await until(
          async () => (await counts()).every((count) => count === first),
          'both replicas drop the removed messages',
          { timeoutMs: 5000 },
        );
      });
    });
  },
);

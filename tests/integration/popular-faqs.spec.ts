// The popular FAQs through the running product: the first active FAQs until there is traffic,
// then the FAQs visitors' conversations used most, in GET /api/chat/popular (the page's chips)
// and in what a decline names when nothing was near; an FAQ switched off leaves them. In
// production mode, transcripts written straight into the chat database show which replies
// count, and that the window is the last 30 days.
import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/http-client';
import { withAdmin } from '../support/real-stores';
import { describeWithRealStores, realStoresUp } from '../support/stores-check';
import { Mode, TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { until } from '../support/until';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
/**
 * The chat service counts every second; the gateway keeps an answer 10 s. The demo shop's FAQs
 * in both modes (production seeds none by default).
 */
const ENV = { POPULAR_REFRESH_SECONDS: '1', SEED_DEMO_FAQS: 'true' };
const FOLLOWS = { timeoutMs: 30_000, everyMs: 100 };
/** Nothing in a golf shop's FAQs is near it, so a decline names the popular FAQs. */
const UNRELATED = 'Xyzzy plugh frobnitz?';

interface Faq {
  id: number;
  question: string;
}

/** One stack and what the tests read of it; `start` runs in the suite's beforeAll. */
function popularFaqs(mode: Mode, env: Record<string, string> = {}) {
  const stack = new TestStack({ mode, env: { ...ENV, ...env } });
  let active: Faq[];
  const popular = async (): Promise<Faq[]> =>
    (await new ApiClient(stack.baseUrl).get('/api/chat/popular')).json as Faq[];
  const ids = (faqs: Faq[]) => faqs.map(({ id }) => id);
  /** Waits until the popular FAQs are these (the chat service and the gateway catch up). */
  const popularBecomes = (expected: number[], what: string) =>
    until(
      async () => JSON.stringify(ids(await popular())) === JSON.stringify(expected),
      what,
      FOLLOWS,
    );
  const start = async () => {
    await stack.start();
    active = (await new ApiClient(stack.baseUrl).get('/api/faqs/active')).json as Faq[];
    expect(active.length).toBeGreaterThan(8);
  };

  return { mode, stack, start, active: () => active, popular, ids, popularBecomes };
}

type PopularFaqs = ReturnType<typeof popularFaqs>;

/** One visitor, one conversation: asks each message in turn. */
async function conversation(baseUrl: string, ...messages: string[]) {
  const visitor = new ApiClient(baseUrl);
  const { sessionId } = (await visitor.post('/api/chat/session')).json as { sessionId: string };
  const replies = [];
  for (const message of messages) {
    const reply = await visitor.post('/api/chat', { message, sessionId });
    expect(reply.status).toBe(200);
    replies.push(reply.json as { response: string; suggestions?: { faqId: number }[] });
  }
  return replies;
}

/**
 * Runs a step in every mode at once, each against its own stack, and fails with what failed,
 * named by mode, once all are done. Most of a step is waiting out the gateway's 10-second
 * answer, which the modes then wait together.
 */
async function inEveryMode(modes: PopularFaqs[], step: (mode: PopularFaqs) => Promise<void>) {
  const outcomes = await Promise.allSettled(modes.map(step));
  const failures = outcomes.flatMap((outcome, i) =>
    outcome.status === 'rejected' ? [{ mode: modes[i].mode, error: outcome.reason as Error }] : [],
  );
  if (failures.length === 0) return;
  const [first] = failures;
  first.error.message = failures
    .map(({ mode, error }) => `${mode} mode: ${error.message}`)
    .join('\n\n');
  throw first.error;
}

/** What a visitor sees of the popular FAQs as conversations happen, in each mode. */
function followsTraffic(modes: PopularFaqs[]) {
  beforeAll(() => Promise.all(modes.map((mode) => mode.start())));
  afterAll(() => Promise.all(modes.map((mode) => mode.stack.stop())));

  it('are the first active FAQs, in their order, before any traffic', () =>
    inEveryMode(modes, async ({ stack, active, popular, ids }) => {
      expect(await popular()).toEqual(
        active()
          .slice(0, 4)
          .map(({ id, question }) => ({ id, question })),
      );
      const [decline] = await conversation(stack.baseUrl, UNRELATED);
      expect(decline.suggestions?.map(({ faqId }) => faqId)).toEqual(ids(active().slice(0, 3)));
    }));

  it('put the FAQs most conversations used first, and a decline names them', () =>
    inEveryMode(modes, async ({ stack, active, popularBecomes }) => {
      const [first, second] = active();
      const [oftenAsked, askedOnce] = [active()[7], active()[8]];
      // Two conversations about one FAQ beat one that asks about another three times.
      await conversation(stack.baseUrl, oftenAsked.question);
      await conversation(stack.baseUrl, oftenAsked.question);
      await conversation(stack.baseUrl, askedOnce.question, askedOnce.question, askedOnce.question);
      await popularBecomes(
        [oftenAsked.id, askedOnce.id, first.id, second.id],
        'the FAQs answered lately, then the first ones',
      );
      const [decline] = await conversation(stack.baseUrl, UNRELATED);
      expect(decline.suggestions?.map(({ faqId }) => faqId)).toEqual([
        oftenAsked.id,
        askedOnce.id,
        first.id,
      ]);
      expect(decline.response).toContain(
        `I can help with questions like "${oftenAsked.question}", "${askedOnce.question}", "${first.question}".`,
      );
    }));

  it('leave out an FAQ once it is switched off', () =>
    inEveryMode(modes, async ({ stack, active, popularBecomes }) => {
      const [first, second, third] = active();
      const [oftenAsked, askedOnce] = [active()[7], active()[8]];
      const admin = new ApiClient(stack.baseUrl);
      await admin.signIn(TEST_ADMIN_PASSWORD);
      expect((await admin.put(`/api/faqs/${oftenAsked.id}`, { isActive: false })).status).toBe(200);
      await popularBecomes(
        [askedOnce.id, first.id, second.id, third.id],
        'the popular FAQs without the one switched off',
      );
      expect((await admin.put(`/api/faqs/${oftenAsked.id}`, { isActive: true })).status).toBe(200);
      await popularBecomes([oftenAsked.id, askedOnce.id, first.id, second.id], 'the FAQ back');
    }));
}

// Side by side: the embedded stack talks over TCP and the production one over Redis, so the
// two never hear each other.
describe('popular FAQs follow traffic, embedded and production mode', () =>
  followsTraffic([
    popularFaqs('embedded'),
    ...(realStoresUp('popular FAQs follow traffic, production mode')
      ? [popularFaqs('production')]
      : []),
  ]));

describeWithRealStores('popular FAQs from a known transcript (production mode)', () => {
  const { stack, start, active, popularBecomes } = popularFaqs('production');
  beforeAll(start);
  afterAll(() => stack.stop());
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;

  /** A visitor line and the bot's reply, `daysAgo` days before today (UTC, around noon). */
  async function exchange(
    session: string,
    daysAgo: number,
    reply: { kind: 'answered' | 'unsure' | 'declined'; faqId?: number; chosenFaqId?: number },
  ) {
    const at = new Date(today - daysAgo * DAY_MS + 12 * 3_600_000);
    await withAdmin(
      (pg) =>
        pg.query(
          `INSERT INTO chat_messages
             (id, session_id, sender, text, faq_id, reply_kind, chosen_faq_id, created_at)
           VALUES ($1, $2, 'visitor', 'a question', NULL, NULL, NULL, $3),
                  ($4, $2, 'bot', 'a reply', $5, $6, $7, $3::timestamptz + interval '1 millisecond')`,
          [
            randomUUID(),
            session,
            at,
            randomUUID(),
            reply.faqId ?? null,
            reply.kind,
            reply.chosenFaqId ?? null,
          ],
        ),
      stack.sharedEnv.CHAT_DATABASE_URL,
    );
  }

  it('counts answers and picks of the last 30 days, once per conversation', async () => {
    const faq = (n: number) => active()[n].id;
    // Picked under unsure answers (which count for the FAQ picked) and under a decline.
    for (const session of ['p1', 'p2']) {
      await exchange(session, 2, { kind: 'unsure', faqId: faq(9), chosenFaqId: faq(7) });
    }
    await exchange('p3', 5, { kind: 'declined', chosenFaqId: faq(7) });
    // The window's first day counts; the day before it does not, however busy.
    await exchange('w1', 29, { kind: 'answered', faqId: faq(8) });
    await exchange('w2', 29, { kind: 'unsure', faqId: faq(8) });
    for (const session of ['o1', 'o2', 'o3', 'o4']) {
      await exchange(session, 30, { kind: 'answered', faqId: faq(6) });
    }
    // One conversation asking five times is one conversation.
    for (let i = 0; i < 5; i += 1) await exchange('r1', 0, { kind: 'answered', faqId: faq(5) });
    // The past days are counted at start (and once a day): start the chat service again.
    await stack.stopService('chat');
    await stack.startService('chat');
    await popularBecomes(
      [faq(7), faq(8), faq(5), faq(0)],
      'the FAQs the known transcript used most',
    );
  });
});

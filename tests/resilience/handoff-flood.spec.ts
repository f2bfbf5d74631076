import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/http-client';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { recordFigures } from './figures';
import { HANG_MS, Outcome, SteadyLoad, tally } from './steady-load';

const FLOOD = 10_000;
/** The flood's requests in flight at once: as fast as the stack answers them. */
const FLOOD_CONCURRENCY = 8;
const CHAT_RATE = 20;
const REFERENCE_MS = 8_000;
const LEGITIMATE = 20;
/** Real conversations the flood reuses, and real sessions where nothing was asked. */
const ATTACK_CONVERSATIONS = 50;
const SILENT_SESSIONS = 100;
const LIST_LIMIT_MS = 1_000;

jest.setTimeout(180_000);

/** The 99th percentile of the answers' times, in ms. */
function p99(outcomes: Outcome[]): number {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] ?? 0;
}

/** The flood's n-th client address: 2,500 of them, four requests each. */
const floodAddress = (n: number) => `10.2.${Math.floor(n / 4 / 250) % 250}.${((n / 4) % 250) + 1}`;

/**
 * 10,000 handoff requests from 2,500 addresses (issue 33): made-up sessions, the page's
 * fallback ids, real sessions where nothing was asked, and real conversations left again and
 * again under a few addresses, while visitors chat and a few leave their questions for real.
 * The Requests view must keep answering in under a second, the chat's p99 stay within its
 * range of the reference run just before, and every real request be kept.
 */
describeWithRealStores('handoff flood (production mode)', () => {
  let stack: TestStack;
  let admin: ApiClient;
  const conversations: string[] = [];
  const silent: string[] = [];

  beforeAll(async () => {
    stack = await new TestStack({ mode: 'production', env: { SEED_DEMO_FAQS: 'true' } }).start();
    admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    for (let n = 0; n < ATTACK_CONVERSATIONS + SILENT_SESSIONS; n += 1) {
      const client = new ApiClient(stack.baseUrl);
      const { sessionId } = (await client.post('/api/chat/session')).json as { sessionId: string };
      if (n >= ATTACK_CONVERSATIONS) {
        silent.push(sessionId);
        continue;
      }
      await client.post('/api/chat', { message: `Free stuff ${n}?`, sessionId });
      conversations.push(sessionId);
    }
  }, 150_000);
  afterAll(() => stack?.stop(), 60_000);

  /** The n-th request of the flood: what an attacker without a real visitor can send. */
  function floodBody(n: number): object {
    switch (n % 10) {
      case 5:
        return { sessionId: `session-${Date.now()}`, email: `fallback${n}@example.com` };
      case 6:
        return { sessionId: silent[n % silent.length], email: `silent${n}@example.com` };
      case 7:
        return {
          sessionId: conversations[n % conversations.length],
          email: `attacker-${n % 5}@example.com`,
        };
      case 8: // the same conversations under ever new addresses
        return {
          sessionId: conversations[n % conversations.length],
          email: `other${n}@example.com`,
        };
      case 9:
        return {
          sessionId: conversations[(n * 7) % conversations.length],
          email: `victim+${n}@example.com`,
        };
      default:
        return { sessionId: randomUUID(), email: `nobody${n}@example.com` };
    }
  }

  async function flood(statuses: Map<string, number>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < FLOOD) {
        const n = next++;
        let status: string;
        try {
          const response = await fetch(`${stack.baseUrl}/api/chat/handoff`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': floodAddress(n) },
            body: JSON.stringify(floodBody(n)),
            signal: AbortSignal.timeout(HANG_MS),
          });
          await response.arrayBuffer();
          status = String(response.status);
        } catch (error) {
          status = (error as Error).name === 'TimeoutError' ? 'hung' : 'refused';
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker));
  }

  /** A visitor who chats, then leaves the question: the id it was given. */
  async function visitor(n: number): Promise<{ id: string; steps: number[]; asked: string }> {
    const client = new ApiClient(stack.baseUrl);
    const { sessionId } = (await client.post('/api/chat/session')).json as { sessionId: string };
    const asked = `Do you repair lawn mowers? I am visitor ${n}.`;
    const reply = await client.post('/api/chat', { message: asked, sessionId });
    const left = await client.post('/api/chat/handoff', {
      sessionId,
      email: `real${n}@example.com`,
    });
    const id = (left.json as { id?: string }).id ?? left.text;
    return { id, steps: [reply.status, left.status], asked };
  }

  it('keeps the Requests view and the chat answering, and every real request', async () => {
    const chat = await new SteadyLoad(stack.baseUrl, CHAT_RATE, ['chat']).start();
    await new Promise((resolve) => setTimeout(resolve, REFERENCE_MS));
    const floodFrom = Date.now();
    const statuses = new Map<string, number>();
    const flooding = flood(statuses);
    const listMs: number[] = [];
    const listStatuses: number[] = [];
    const reading = (async () => {
      for (let done = false; !done;) {
        done = await Promise.race([flooding.then(() => true), sleep(500).then(() => false)]);
        const list = await admin.get('/api/handoffs?status=open');
        listMs.push(list.ms);
        listStatuses.push(list.status);
      }
    })();
    const real: Awaited<ReturnType<typeof visitor>>[] = [];
    for (let n = 0; n < LEGITIMATE; n += 1) {
      real.push(await visitor(n));
      await sleep(300);
    }
    await flooding;
    const floodMs = Date.now() - floodFrom;
    await reading;
    await chat.stop();

    const reference = chat.between(floodFrom - REFERENCE_MS, floodFrom);
    const during = chat.between(floodFrom, floodFrom + floodMs);
    const kept = await everyOpenRequest();
    const transcripts = await Promise.all(
      real.map(async ({ id }) => (await admin.get(`/api/handoffs/${id}`)).json),
    );
    const figures = {
      check: `${FLOOD} handoff requests from 2,500 addresses`,
      perSecond: Math.round(FLOOD / (floodMs / 1000)),
      statuses: [...statuses].map(([status, n]) => `${status} x${n}`).join(', '),
      keptFromFlood: kept.length - LEGITIMATE,
      chatP99BeforeMs: p99(reference),
      chatP99DuringMs: p99(during),
      listSlowestMs: Math.max(...listMs),
    };
    recordFigures('handoff-flood', [figures]);

    // One open request per real conversation: the flood's 10,000 leave at most that many.
    expect(figures.keptFromFlood).toBeLessThanOrEqual(ATTACK_CONVERSATIONS);
    expect([statuses.get('hung'), statuses.get('refused'), statuses.get('500')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(listStatuses.every((status) => status === 200)).toBe(true);
    expect(figures.listSlowestMs).toBeLessThan(LIST_LIMIT_MS);
    expect(tally(during)).toMatchObject({ served: during.length, hung: 0 });
    // The band: on two cores shared with the load generator the reference itself moves
    // between 30 and 300 ms from run to run; the flood may cost a fair share of them, never
    // a stall (the gateway's deadline is 2 s in these stacks).
    expect(figures.chatP99DuringMs).toBeLessThanOrEqual(
      Math.max(3 * figures.chatP99BeforeMs, figures.chatP99BeforeMs + 500),
    );
    // Nothing lost: every real request was taken, is listed, and has its conversation.
    expect(real.map(({ steps }) => steps)).toEqual(real.map(() => [200, 201]));
    expect(kept).toEqual(expect.arrayContaining(real.map(({ id }) => id)));
    expect(transcripts.map((request) => request.transcript[0].text)).toEqual(
      real.map(({ asked }) => asked),
    );
  });

  /** The ids of every open request, read page by page as the Requests view does. */
  async function everyOpenRequest(): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await admin.get(`/api/handoffs?status=open&limit=50${query}`)).json as {
        requests: { id: string }[];
        nextCursor: string | null;
      };
      ids.push(...page.requests.map((request) => request.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

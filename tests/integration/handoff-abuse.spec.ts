// What keeps "Leave your question for our team" from being flooded (issue 33, point 1): a
// request needs a conversation the chat service holds, one open request per conversation,
// a copy of it capped in bytes, limits per email address and for the shop; the admin pages
// through summaries, opens one conversation at a time and can erase a request. Every refusal
// says what to do. On main each of these was accepted, unbounded or missing.
import { ApiClient, ApiResponse } from '../support/http-client';
import { describeWithRealStores } from '../support/stores-check';
import { Mode, TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';

jest.setTimeout(90_000);

const PER_EMAIL = 2;
const PER_HOUR = 8;

interface Summary {
  id: string;
  email: string;
  status: string;
  question: string;
  lines: number;
}

function suite(mode: Mode) {
  let stack: TestStack;
  let admin: ApiClient;
  /** Requests the shop took so far (for the hourly ceiling at the end). */
  let kept = 0;

  beforeAll(async () => {
    stack = await new TestStack({
      mode,
      env: {
        HANDOFF_MAX_PER_EMAIL_PER_DAY: String(PER_EMAIL),
        HANDOFF_MAX_PER_HOUR: String(PER_HOUR),
      },
    }).start();
    admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
  });
  afterAll(() => stack?.stop());

  /** A visitor with a session the chat service issued, who asked `messages` (or nothing). */
  async function conversation(...messages: string[]) {
    const visitor = new ApiClient(stack.baseUrl);
    const { sessionId } = (await visitor.post('/api/chat/session')).json as { sessionId: string };
    for (const message of messages) {
      const reply = await new ApiClient(stack.baseUrl).post('/api/chat', { message, sessionId });
      expect(reply.status).toBe(200);
    }
    const leave = (email: string) => visitor.post('/api/chat/handoff', { sessionId, email });
    return { sessionId, leave };
  }

  const message = (response: ApiResponse) => (response.json as { message: string }).message;

  it('refuses a session it did not issue, or one where the visitor asked nothing', async () => {
    const visitor = new ApiClient(stack.baseUrl);
    for (const sessionId of [
      'session-1767225600000', // the page's own fallback id
      '8f14e45f-ceea-467f-a8b1-6f2d3c1a0b9e', // well formed, never issued
    ]) {
      const left = await visitor.post('/api/chat/handoff', { sessionId, email: 'x@example.com' });
      expect([left.status, message(left)]).toEqual([
        400,
        expect.stringMatching(/could not find this conversation.*Reload the page, ask your/),
      ]);
    }
    const silent = await conversation();
    const left = await silent.leave('x@example.com');
    expect([left.status, message(left)]).toEqual([
      400,
      expect.stringMatching(/^Ask your question in the chat first/),
    ]);
    const page = (await admin.get('/api/handoffs')).json as { requests: unknown[] };
    expect(page.requests).toEqual([]);
  });

  it('keeps one open request per conversation: the same again is that one, another address is refused', async () => {
    const chat = await conversation('Do you repair lawn mowers?');
    const first = await chat.leave('ann@example.com');
    expect(first.status).toBe(201);
    kept += 1;
    const again = await chat.leave('Ann@Example.com');
    expect(again.json).toEqual({
      id: first.json.id,
      message: expect.stringMatching(/already has your question/),
    });
    const other = await chat.leave('bo@example.com');
    expect([other.status, message(other)]).toEqual([
      409,
      expect.stringMatching(/already left a question .* reload the page and ask/),
    ]);
    // Once the team has marked it done, the conversation may leave a new one.
    await admin.put(`/api/handoffs/${first.json.id}`, { status: 'done' });
    const next = await chat.leave('bo@example.com');
    expect(next.status).toBe(201);
    expect(next.json.id).not.toBe(first.json.id);
    kept += 1;
  });

  it('copies the last lines of the conversation that fit in 64 KB', async () => {
    // Twenty messages of 2,000 two-byte characters: 80 KB from the visitor alone.
    const long = (n: number) => `${n} ${'é'.repeat(1990)}`;
    const chat = await conversation(...Array.from({ length: 20 }, (_, n) => long(n)));
    const left = await chat.leave('cy@example.com');
    expect(left.status).toBe(201);
    kept += 1;
    const request = (await admin.get(`/api/handoffs/${left.json.id}`)).json as {
      lines: number;
      transcript: { sender: string; text: string }[];
    };
    expect(Buffer.byteLength(JSON.stringify(request.transcript))).toBeLessThanOrEqual(64 * 1024);
    expect(request.transcript.length).toBe(request.lines);
    expect(request.transcript.length).toBeLessThan(40);
    expect(request.transcript.at(-2)).toMatchObject({ sender: 'visitor', text: long(19) });
  });

  it('takes at most the set number of requests from one address a day, saying when to come back', async () => {
    const first = await (await conversation('Is my order late?')).leave('dee+orders@example.com');
    const second = await (await conversation('Where is it?')).leave('DEE@example.com');
    expect([first.status, second.status]).toEqual([201, 201]);
    kept += 2;
    const third = await (await conversation('Hello?')).leave('dee@example.com');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(message(third)).toMatch(
      /already left 2 questions for our team today.*reply to their email; or leave a new question in about 24 hours, or contact our support team/,
    );
  });

  it('pages through the requests newest first, without their conversations', async () => {
    const seen: Summary[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await admin.get(`/api/handoffs?limit=2${query}`);
      expect(page.status).toBe(200);
      const { requests, nextCursor } = page.json as {
        requests: Summary[];
        nextCursor: string | null;
      };
      expect(requests.length).toBeLessThanOrEqual(2);
      for (const request of requests) expect(request).not.toHaveProperty('transcript');
      seen.push(...requests);
      cursor = nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(kept);
    expect(new Set(seen.map((request) => request.id)).size).toBe(kept);
    expect(seen[0].email).toBe('DEE@example.com');
    const done = (await admin.get('/api/handoffs?status=done')).json.requests as Summary[];
    expect(done.map((request) => request.email)).toEqual(['ann@example.com']);
    for (const [query, problem] of [
      ['limit=51', /limit must be at most 50/],
      ['cursor=bm90LWEtY3Vyc29y', /cursor must be the nextCursor of the page before/],
    ] as const) {
      const refused = await admin.get(`/api/handoffs?${query}`);
      expect([refused.status, message(refused)]).toEqual([400, expect.stringMatching(problem)]);
    }
  });

  it('lets only the admin read one conversation and erase a request, for good', async () => {
    const { requests } = (await admin.get('/api/handoffs')).json as { requests: Summary[] };
    const erased = requests.find((request) => request.email === 'cy@example.com')!;
    const visitor = new ApiClient(stack.baseUrl);
    expect((await visitor.get(`/api/handoffs/${erased.id}`)).status).toBe(401);
    expect((await visitor.delete(`/api/handoffs/${erased.id}`)).status).toBe(401);
    const gone = await admin.delete(`/api/handoffs/${erased.id}`);
    expect([gone.status, gone.json]).toEqual([200, { id: erased.id }]);
    kept -= 1;
    for (const response of [
      await admin.get(`/api/handoffs/${erased.id}`),
      await admin.delete(`/api/handoffs/${erased.id}`),
    ]) {
      expect([response.status, message(response)]).toEqual([
        404,
        expect.stringMatching(/not kept any more .* Reload the list/),
      ]);
    }
    const after = (await admin.get('/api/handoffs')).json.requests as Summary[];
    expect(after.map((request) => request.id)).not.toContain(erased.id);
  });

  it('takes no more than the hourly ceiling from the whole shop, saying when to come back', async () => {
    for (let n = kept; n < PER_HOUR; n += 1) {
      const left = await (await conversation('A question')).leave(`visitor-${n}@example.com`);
      expect(left.status).toBe(201);
    }
    const over = await (await conversation('One more')).leave('late@example.com');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(message(over)).toMatch(
      /^Our team is receiving more questions than usual right now\. Try again in about \d+ minutes, or contact our support team/,
    );
  });
}

describe('handoff limits, embedded mode', () => suite('embedded'));
describeWithRealStores('handoff limits, production mode', () => suite('production'));

// "Leave your question for our team" through the API: the request is kept with the
// conversation, listed for the admin, marked done, and sent to the shop's webhook signed,
// waiting while the receiver is down or failing, without the visitor ever waiting for it.
// The limits and the webhook's failures: handoff-abuse.spec.ts, handoff-webhook.spec.ts.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ApiClient } from '../support/http-client';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(90_000);

const SECRET = 'handoff-webhook-test-secret';

interface Delivery {
  signature: string;
  delivery: string;
  timestamp: string;
  body: string;
  at: number;
}

/**
 * The shop's helpdesk: down until start() (it drops every connection without an answer, as a
 * dead host does; it keeps its port meanwhile, so nothing else can take it), then refusing the
 * first `failures` deliveries with 503, then taking them.
 */
async function helpdesk(failures: number) {
  const deliveries: Delivery[] = [];
  let up = false;
  let refused = 0;
  const server: Server = createServer(async (request, response) => {
    if (!up) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (refused < failures) {
      refused += 1;
      response.writeHead(503).end();
      return;
    }
    deliveries.push({
      signature: String(request.headers['x-caddie-signature']),
      delivery: String(request.headers['x-caddie-delivery']),
      timestamp: String(request.headers['x-caddie-timestamp']),
      body: Buffer.concat(chunks).toString('utf8'),
      at: Date.now(),
    });
    response.writeHead(204).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    start: () => {
      up = true;
    },
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    refused: () => refused,
  };
}

async function waitFor<T>(what: string, find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = find();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('handoff to the team, embedded mode', () => {
  let desk: Awaited<ReturnType<typeof helpdesk>>;
  let stack: TestStack;
  const visitor = () => new ApiClient(stack.baseUrl);

  beforeAll(async () => {
    desk = await helpdesk(1);
    stack = await new TestStack({
      mode: 'embedded',
      env: {
        HANDOFF_WEBHOOK_URL: desk.url,
        HANDOFF_WEBHOOK_SECRET: SECRET,
        HANDOFF_WEBHOOK_RETRY_MS: '200',
      },
    }).start();
  });
  afterAll(async () => {
    await stack?.stop();
    desk?.server.close();
  });

  it('refuses a request without a usable email address, saying what to do', async () => {
    const client = visitor();
    for (const body of [
      { sessionId: 's1' },
      { sessionId: 's1', email: 'not an address' },
      { sessionId: 's1', email: 'ann@example.com', name: 'x'.repeat(101) },
    ]) {
      const response = await client.post('/api/chat/handoff', body);
      expect(response.status).toBe(400);
      expect((response.json as { message: string }).message).toMatch(/email|name/);
    }
  });

  it('keeps the request with the conversation, lists it for the admin, and marks it done', async () => {
    const client = visitor();
    const { sessionId } = (await client.post('/api/chat/session')).json as { sessionId: string };
    await client.post('/api/chat', { message: 'Do you repair lawn mowers?', sessionId });
    const started = Date.now();
    const left = await client.post('/api/chat/handoff', {
      sessionId,
      name: 'Ann',
      email: 'ann@example.com',
    });
    // The helpdesk is down: the visitor does not wait for it.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(left.status).toBe(201);
    const { id, message } = left.json as { id: string; message: string };
    expect(message).toMatch(/answer you by email/);

    const admin = visitor();
    await admin.signIn(TEST_ADMIN_PASSWORD);
    const open = (await admin.get('/api/handoffs?status=open')).json.requests as {
      id: string;
      name: string;
      email: string;
      question: string;
      lines: number;
    }[];
    const listed = open.find((item) => item.id === id)!;
    expect(listed).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
      question: 'Do you repair lawn mowers?',
      lines: 2,
    });
    const request = (await admin.get(`/api/handoffs/${id}`)).json as {
      transcript: { sender: string; text: string }[];
    };
    expect(request.transcript.map((line) => line.sender)).toEqual(['visitor', 'bot']);
    expect(request.transcript[0].text).toBe('Do you repair lawn mowers?');

    const done = await admin.put(`/api/handoffs/${id}`, { status: 'done' });
    expect(done.json).toMatchObject({ id, status: 'done', doneAt: expect.any(String) });
    const stillOpen = (await admin.get('/api/handoffs?status=open')).json.requests as {
      id: string;
    }[];
    expect(stillOpen.map((item) => item.id)).not.toContain(id);
    expect((await visitor().get('/api/handoffs')).status).toBe(401);
    const missing = await admin.put('/api/handoffs/00000000-0000-4000-8000-000000000000', {
      status: 'done',
    });
    expect(missing.status).toBe(404);
  });

  it('sends it to the webhook signed, once the receiver is back, after retrying', async () => {
    // Down all this while: the request waited. Back, it refuses once more (503), then takes it.
    desk.start();
    const delivery = await waitFor('a delivery the helpdesk took', () => desk.deliveries[0]);
    expect(desk.refused()).toBe(1);
    // Signed with the time of the attempt that got through, within the 5-minute window.
    const signed = `${delivery.delivery}.${delivery.timestamp}.${delivery.body}`;
    const expected = `sha256=${createHmac('sha256', SECRET).update(signed).digest('hex')}`;
    expect(delivery.signature).toBe(expected);
    expect(Math.abs(Date.now() / 1000 - Number(delivery.timestamp))).toBeLessThan(300);
    const event = JSON.parse(delivery.body) as {
      event: string;
      request: { id: string; email: string };
    };
    expect(event).toMatchObject({
      event: 'handoff.created',
      request: { email: 'ann@example.com' },
    });
    expect(delivery.delivery).toBe(event.request.id);
    // Taken once: a delivered request is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(desk.deliveries).toHaveLength(1);
  });
});

describeWithRealStores('handoff to the team, production mode', () => {
  const stack = new TestStack({ mode: 'production' });
  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  it('keeps a request with its conversation in the chat database on Postgres', async () => {
    const client = new ApiClient(stack.baseUrl);
    const { sessionId } = (await client.post('/api/chat/session')).json as { sessionId: string };
    await client.post('/api/chat', { message: 'What is your return policy?', sessionId });
    const left = await client.post('/api/chat/handoff', { sessionId, email: 'bo@example.com' });
    expect(left.status).toBe(201);
    const admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    const id = (left.json as { id: string }).id;
    const listed = (await admin.get('/api/handoffs')).json.requests as {
      id: string;
      name: string | null;
      lines: number;
    }[];
    expect(listed.find((item) => item.id === id)).toMatchObject({ name: null, lines: 2 });
    const request = (await admin.get(`/api/handoffs/${id}`)).json as { transcript: unknown[] };
    expect(request.transcript).toHaveLength(2);
  });
});

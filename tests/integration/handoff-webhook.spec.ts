// The helpdesk webhook's delivery (issue 33, point 4): each attempt signs `id.timestamp.body`
// with the timestamp in a header; a redirect is a failed attempt, never followed; a receiver
// that keeps failing gets a bounded number of attempts, then the request is dead, with the
// last error, in the Requests view; caddie_handoff_webhook_deliveries_total counts delivered,
// retried and dead from 0; outside embedded mode only https:// is accepted. On main the
// timestamp was not signed, redirects were followed, retries never ended and nothing counted.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as stack from '../../tools/embedded/stack';
import { ApiClient } from '../support/http-client';
import { REDIS_URL } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { until } from '../support/until';

jest.setTimeout(90_000);

const SECRET = 'handoff-webhook-test-secret';

interface Delivery {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * The helpdesk: takes every delivery (204), but redirects the ones for redirect@ elsewhere
 * and fails the ones for down@ (500). `elsewhere` records whatever reaches it.
 */
function helpdeskHandler(taken: Delivery[], elsewhere: () => string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (body.includes('redirect@example.com')) {
      response.writeHead(302, { location: elsewhere() }).end();
    } else if (body.includes('down@example.com')) {
      response.writeHead(500).end();
    } else {
      taken.push({ headers: request.headers, body });
      response.writeHead(204).end();
    }
  };
}

async function listening<T extends ReturnType<typeof createServer>>(server: T): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** What a receiver checks: the signature over id.timestamp.body, and a fresh timestamp. */
function verified({ headers, body }: Delivery): boolean {
  const timestamp = Number(headers['x-caddie-timestamp']);
  const signed = `${headers['x-caddie-delivery']}.${timestamp}.${body}`;
  const expected = `sha256=${createHmac('sha256', SECRET).update(signed).digest('hex')}`;
  return (
    headers['x-caddie-signature'] === expected && Math.abs(Date.now() / 1000 - timestamp) < 300
  );
}

async function leaveRequest(baseUrl: string, email: string): Promise<string> {
  const visitor = new ApiClient(baseUrl);
  const { sessionId } = (await visitor.post('/api/chat/session')).json as { sessionId: string };
  await visitor.post('/api/chat', { message: 'Do you repair lawn mowers?', sessionId });
  const left = await visitor.post('/api/chat/handoff', { sessionId, email });
  expect(left.status).toBe(201);
  return (left.json as { id: string }).id;
}

/** caddie_handoff_webhook_deliveries_total by outcome, from the chat service's /metrics. */
async function deliveries(test: TestStack): Promise<Record<string, number>> {
  const port = test.servicePorts.chatHealth;
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const [, labels, value] of text.matchAll(
    /^caddie_handoff_webhook_deliveries_total\{([^}]*)\} (\S+)$/gm,
  )) {
    counts[/outcome="(\w+)"/.exec(labels)![1]] = Number(value);
  }
  return counts;
}

describe('the handoff webhook, embedded mode (http)', () => {
  const taken: Delivery[] = [];
  const stolen: Delivery[] = [];
  const helpdesk = createServer(helpdeskHandler(taken, () => trapUrl));
  const trap = createServer((request, response) => {
    stolen.push({ headers: request.headers, body: '' });
    response.writeHead(204).end();
  });
  let trapUrl = '';
  let test: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    trapUrl = `http://127.0.0.1:${await listening(trap)}/stolen`;
    const url = `http://127.0.0.1:${await listening(helpdesk)}/hook`;
    test = await new TestStack({
      mode: 'embedded',
      env: {
        HANDOFF_WEBHOOK_URL: url,
        HANDOFF_WEBHOOK_SECRET: SECRET,
        HANDOFF_WEBHOOK_RETRY_MS: '100',
        HANDOFF_WEBHOOK_MAX_ATTEMPTS: '3',
      },
    }).start();
    admin = new ApiClient(test.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await test?.stop();
    helpdesk.close();
    trap.close();
  });

  const delivery = async (id: string) =>
    ((await admin.get(`/api/handoffs/${id}`)).json as { delivery: Record<string, unknown> })
      .delivery;

  it('counts every outcome from 0', async () => {
    expect(await deliveries(test)).toEqual({ delivered: 0, retried: 0, dead: 0 });
  });

  it('signs the delivery id, the timestamp and the body, the timestamp in a header', async () => {
    const id = await leaveRequest(test.baseUrl, 'ann@example.com');
    await until(async () => taken.length === 1, 'a delivery the helpdesk took', {
      timeoutMs: 10_000,
    });
    const [sent] = taken;
    expect(sent.headers['x-caddie-delivery']).toBe(id);
    expect(verified(sent)).toBe(true);
    // The same body under another timestamp (a replay, later) does not verify.
    expect(verified({ ...sent, headers: { ...sent.headers, 'x-caddie-timestamp': '1' } })).toBe(
      false,
    );
    expect(JSON.parse(sent.body)).toMatchObject({
      event: 'handoff.created',
      request: { id, email: 'ann@example.com', transcript: [{ sender: 'visitor' }, {}] },
    });
    await until(async () => (await delivery(id)).state === 'delivered', 'delivered, in the list', {
      timeoutMs: 5000,
    });
  });

  it('never follows a redirect: the body and signature stay with the configured address', async () => {
    const id = await leaveRequest(test.baseUrl, 'redirect@example.com');
    await until(async () => (await delivery(id)).state === 'dead', 'given up as dead', {
      timeoutMs: 10_000,
    });
    expect(await delivery(id)).toEqual({
      state: 'dead',
      attempts: 3,
      lastError: expect.stringMatching(/^HTTP 302, a redirect to .*\/stolen: not followed/),
    });
    expect(stolen).toEqual([]);
  });

  it('gives up after the set attempts, and shows the request as dead with the last error', async () => {
    const id = await leaveRequest(test.baseUrl, 'down@example.com');
    await until(async () => (await delivery(id)).state === 'dead', 'given up as dead', {
      timeoutMs: 10_000,
    });
    expect(await delivery(id)).toEqual({ state: 'dead', attempts: 3, lastError: 'HTTP 500' });
    const listed = (await admin.get('/api/handoffs')).json.requests as { id: string }[];
    expect(listed.find((request) => request.id === id)).toMatchObject({
      delivery: { state: 'dead', lastError: 'HTTP 500' },
    });
    // Dead is final: no more attempts.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await delivery(id)).attempts).toBe(3);
    expect(await deliveries(test)).toEqual({ delivered: 1, retried: 4, dead: 2 });
  });
});

describeWithRealStores('the handoff webhook, production mode (https only)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'caddie-webhook-tls-'));
  const taken: Delivery[] = [];
  let helpdesk: ReturnType<typeof createHttpsServer>;
  let test: TestStack;

  beforeAll(async () => {
    // A certificate of the test's own for 127.0.0.1, which the chat service is told to trust.
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' }); // prettier-ignore
    helpdesk = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      helpdeskHandler(taken, () => 'https://127.0.0.1:1/'),
    );
    const port = await listening(helpdesk as unknown as ReturnType<typeof createServer>);
    test = await new TestStack({
      mode: 'production',
      env: {
        HANDOFF_WEBHOOK_URL: `https://127.0.0.1:${port}/hook`,
        HANDOFF_WEBHOOK_SECRET: SECRET,
        HANDOFF_WEBHOOK_RETRY_MS: '100',
        NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem'),
      },
    }).start();
  });
  afterAll(async () => {
    await test?.stop();
    helpdesk?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('delivers over https, signed', async () => {
    const id = await leaveRequest(test.baseUrl, 'bo@example.com');
    await until(async () => taken.length === 1, 'a delivery the helpdesk took', {
      timeoutMs: 10_000,
    });
    expect(taken[0].headers['x-caddie-delivery']).toBe(id);
    expect(verified(taken[0])).toBe(true);
    expect(await deliveries(test)).toMatchObject({ delivered: 1, dead: 0 });
  });

  it('refuses to start with an http:// webhook, saying what to do', async () => {
    const chat = stack.spawnService('chat', {
      PATH: process.env.PATH ?? '',
      REDIS_URL,
      HANDOFF_WEBHOOK_URL: 'http://helpdesk.example/hooks/caddie',
      HANDOFF_WEBHOOK_SECRET: SECRET,
    });
    let output = '';
    chat.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
    chat.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    const [code] = await once(chat, 'exit');
    expect(code).not.toBe(0);
    expect(output).toContain(
      "HANDOFF_WEBHOOK_URL must be an https:// URL in production mode (REDIS_URL set): each delivery carries a visitor's email and conversation. Use the helpdesk's https address",
    );
  });
});

// Tracing as an operator turns it on: with OTEL_EXPORTER_OTLP_ENDPOINT set, a chat message is
// one trace across processes (the gateway's request, its call to the chat service, the chat
// service's handling of it and its queries), sent over OTLP/HTTP to the collector, here a
// small receiver of the test's own.
import { once } from 'node:events';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { TestStack } from '../support/test-stack';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(90_000);

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

/** Polls until find() finds something (spans come in batches), or fails naming what. */
async function found<T>(what: string, find: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = find();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no span: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SERVER = 2;
const CLIENT = 3;

/** An OTLP/HTTP JSON trace receiver: keeps every span posted to /v1/traces. */
async function otlpReceiver(): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.url === '/v1/traces') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = resourceSpans.resource.attributes.find(
          (attribute: { key: string }) => attribute.key === 'service.name',
        ).value.stringValue;
        for (const scope of resourceSpans.scopeSpans)
          for (const span of scope.spans) spans.push({ service, ...span });
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, spans };
}

describeWithRealStores('tracing, production mode', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let stack: TestStack;

  beforeAll(async () => {
    receiver = await otlpReceiver();
    stack = new TestStack({
      mode: 'production',
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' },
    });
    await stack.start();
  });
  afterAll(async () => {
    await stack.stop();
    receiver.server.close();
  });

  it('follows a chat message from the gateway into the chat service and its queries', async () => {
    const created = await fetch(`${stack.baseUrl}/api/chat/session`, { method: 'POST' });
    const { sessionId } = (await created.json()) as { sessionId: string };
    const reply = await fetch(`${stack.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What is your return policy?', sessionId }),
    });
    expect(reply.status).toBe(200);

    const spans = receiver.spans;
    const request = await found('the gateway request', () =>
      spans.find((span) => span.service === 'caddie-gateway' && span.name === 'POST /api/chat'),
    );
    const inTrace = () => spans.filter((span) => span.traceId === request.traceId);
    const handled = await found('the chat service handling', () =>
      inTrace().find((span) => span.service === 'caddie-chat' && span.name === 'chat.reply'),
    );
    expect(request.kind).toBe(SERVER);
    expect(handled.kind).toBe(SERVER);
    // The gateway's call is the chat service's parent, and the request is the call's.
    const call = inTrace().find((span) => span.spanId === handled.parentSpanId)!;
    expect(call).toMatchObject({ service: 'caddie-gateway', name: 'chat.reply', kind: CLIENT });
    expect(call.parentSpanId).toBe(request.spanId);
    // The transcript's insert, a Postgres query of the chat service, within the handling.
    await found('the transcript insert, within the handling', () =>
      inTrace().find(
        (span) => span.parentSpanId === handled.spanId && span.name.startsWith('pg.query:INSERT'),
      ),
    );
    // The gateway's Redis commands (the rate limit's count, the message's publish) too.
    expect(
      inTrace().some((span) => span.service === 'caddie-gateway' && span.name === 'publish'),
    ).toBe(true);
    // Probes and scrapes are not traced.
    expect(spans.some((span) => /health|metrics/.test(span.name))).toBe(false);
  });

  it('starts its own trace for a request that brings a traceparent: clients cannot join one', async () => {
    const clientTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${stack.baseUrl}/api/faqs/active`, {
      headers: { traceparent: `00-${clientTrace}-00f067aa0ba902b7-01` },
    });
    expect(response.status).toBe(200);
    const request = await found('the gateway request', () =>
      receiver.spans.find(
        (span) => span.service === 'caddie-gateway' && span.name === 'GET /api/faqs/active',
      ),
    );
    expect(request.traceId).not.toBe(clientTrace);
    expect(request.parentSpanId ?? '').toBe('');
    expect(receiver.spans.some((span) => span.traceId === clientTrace)).toBe(false);
  });
});

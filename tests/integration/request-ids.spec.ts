// A request's id follows it from the gateway into the services' logs, in both modes (TCP in
// embedded mode, Redis in production): X-Request-Id taken or made, returned on every response,
// passed with each message, and on the lines the service writes for that message.
import { Mode, TestStack } from '../support/test-stack';
import { describeWithRealStores } from '../support/stores-check';
import { until } from '../support/until';

jest.setTimeout(90_000);

function requestIdsIn(stack: TestStack, mode: Mode): void {
  let session: string;
  beforeAll(async () => {
    await stack.start();
    const created = await fetch(`${stack.baseUrl}/api/chat/session`, { method: 'POST' });
    session = ((await created.json()) as { sessionId: string }).sessionId;
  });
  afterAll(() => stack.stop());

  const chat = (headers: Record<string, string>) =>
    fetch(`${stack.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ message: 'What is your return policy?', sessionId: session }),
    });

  it(`returns the caller's X-Request-Id, and the chat service logs its message with it (${mode})`, async () => {
    const response = await chat({ 'x-request-id': 'abc' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('abc');
    // The service writes the line as it answers; the pipe may bring it a little after.
    const handled = async () =>
      (stack.logs.get('chat') ?? [])
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
        .some(
          (line) => line.requestId === 'abc' && /^chat\.reply handled in \d+ ms$/.test(line.msg),
        );
    await until(handled, "the chat service's line for request abc", { timeoutMs: 5000 });
  });

  it(
    "writes the gateway's line for each request with its id, and none for probes or scrapes (%s)".replace(
      '%s',
      mode,
    ),
    async () => {
      const ports = stack.servicePorts;
      await fetch(`${stack.baseUrl}/api/health/ready`);
      await fetch(`http://127.0.0.1:${ports.chatHealth}/health/ready`);
      await fetch(`http://127.0.0.1:${ports.chatHealth}/metrics`);
      await fetch(`http://127.0.0.1:${ports.gatewayMetrics}/metrics`);
      expect((await chat({ 'x-request-id': 'line-1' })).status).toBe(200);
      const linesOf = (service: 'gateway' | 'chat') =>
        (stack.logs.get(service) ?? [])
          .join('')
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, any>);
      await until(
        async () =>
          linesOf('gateway').some(
            (line) =>
              line.requestId === 'line-1' &&
              line.msg === 'request completed' &&
              line.req?.method === 'POST' &&
              line.req?.url === '/api/chat' &&
              line.res?.statusCode === 200 &&
              typeof line.responseTime === 'number',
          ),
        "the gateway's line for request line-1",
        { timeoutMs: 5000 },
      );
      // Each key once: a line that repeats one is read differently by each log tool.
      const raw = (stack.logs.get('gateway') ?? []).join('').split('\n');
      const line1 = raw.find((line) => line.includes('"line-1"') && line.includes('completed'));
      expect(line1?.match(/"requestId"/g)).toHaveLength(1);
      const probed = [...linesOf('gateway'), ...linesOf('chat')].filter(
        (line) =>
          line.msg === 'request completed' && /\/(health|metrics)/.test(String(line.req?.url)),
      );
      expect(probed).toEqual([]);
    },
  );

  it('makes a UUID when the caller sends none, or one that is not safe to log', async () => {
    const sent: Record<string, string>[] = [
      {},
      { 'x-request-id': 'x'.repeat(200) },
      { 'x-request-id': 'a b' },
    ];
    for (const headers of sent) {
      const response = await chat(headers);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('returns the id on an error response too', async () => {
    const response = await fetch(`${stack.baseUrl}/api/faqs`, {
      headers: { 'x-request-id': 'err-1' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe('err-1');
  });
}

// The limiter's counters live in Redis, shared with any stack on it from the same address (the
// bench's smoke run sends hundreds of messages just before): this suite is about ids, not limits.
const env = { LOG_LEVEL: 'info', RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000' };

describe('request ids, embedded mode', () => {
  requestIdsIn(new TestStack({ mode: 'embedded', env }), 'embedded');
});

describeWithRealStores('request ids, production mode', () => {
  requestIdsIn(new TestStack({ mode: 'production', env }), 'production');
});

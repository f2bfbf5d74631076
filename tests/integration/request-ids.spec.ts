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

const env = { LOG_LEVEL: 'info' };

describe('request ids, embedded mode', () => {
  requestIdsIn(new TestStack({ mode: 'embedded', env }), 'embedded');
});

describeWithRealStores('request ids, production mode', () => {
  requestIdsIn(new TestStack({ mode: 'production', env }), 'production');
});

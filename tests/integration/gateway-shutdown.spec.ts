import { TestStack } from '../support/test-stack';

jest.setTimeout(60_000);

const GRACE_MS = 2000;

/**
 * FAQ list requests, 10 ms apart, whose answers are never read. Most runs this leaves the
 * gateway with connections that Node's server.close() waits on until their sockets time out
 * (about 70 s without SHUTDOWN_GRACE_MS); some runs none, so the test bounds the exit only.
 */
async function stopReadingAnswers(baseUrl: string, requests: number): Promise<void> {
  for (let i = 0; i < requests; i += 1) {
    void fetch(`${baseUrl}/api/faqs/active`, { signal: AbortSignal.timeout(30_000) }).catch(
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('gateway shutdown', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await new TestStack({
      mode: 'embedded',
      services: ['faq', 'gateway'],
      env: { SHUTDOWN_GRACE_MS: String(GRACE_MS) },
    }).start();
  });
  afterAll(() => stack.stop());

  it('exits within SHUTDOWN_GRACE_MS of SIGTERM although clients stopped reading', async () => {
    await stopReadingAnswers(stack.baseUrl, 500);
    const started = Date.now();
    await stack.stopService('gateway');
    expect(Date.now() - started).toBeLessThan(GRACE_MS + 3000);
  });
});

import { TestStack } from '../support/test-stack';

jest.setTimeout(60_000);

const GRACE_MS = 2000;

/**
 * FAQ list requests, 10 ms apart, whose answers are never read: the client's connections fill
 * up and the gateway's writes to them stall, as with a visitor whose network went away.
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

  it('closes connections still busy SHUTDOWN_GRACE_MS after SIGTERM, then exits', async () => {
    await stopReadingAnswers(stack.baseUrl, 500);
    const started = Date.now();
    await stack.stopService('gateway');
    const tookMs = Date.now() - started;
    // At least the grace period: the stalled connections held it (without the deadline, ~70 s).
    expect(tookMs).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(tookMs).toBeLessThan(GRACE_MS + 3000);
  });
});

import { ApiClient } from '../../support/http-client';
import { Mode, TEST_ADMIN_PASSWORD, TestStack } from '../../support/test-stack';

/** What every part of the API suite shares: one running stack per mode. */
export interface ApiContext {
  mode: Mode;
  stack: TestStack;
  /** A fresh visitor (own cookie jar and client address). */
  visitor(): ApiClient;
  /** A fresh, signed-in administrator. */
  admin(): Promise<ApiClient>;
}

export function apiContext(mode: Mode): {
  ctx: () => ApiContext;
  start: () => Promise<void>;
  stop: () => Promise<void>;
} {
  let stack: TestStack | undefined;
  const ctx = (): ApiContext => {
    if (!stack) throw new Error('stack not started');
    const running = stack;
    return {
      mode,
      stack: running,
      visitor: () => new ApiClient(running.baseUrl),
      admin: async () => {
        const client = new ApiClient(running.baseUrl);
        await client.signIn(TEST_ADMIN_PASSWORD);
        return client;
      },
    };
  };
  return {
    ctx,
    start: async () => {
      // The suite reads the demo shop's FAQs in both modes (production seeds none by default).
      stack = await new TestStack({ mode, env: { SEED_DEMO_FAQS: 'true' } }).start();
    },
    stop: async () => {
      await stack?.stop();
    },
  };
}

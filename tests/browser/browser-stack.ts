import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { TestStack } from '../support/test-stack';

/**
 * One embedded stack serving the built page, and one browser, for a browser suite. `env` adds
 * to the stack's environment; it is read when the stack starts, so it may name what an
 * earlier beforeAll of the suite prepared (ports of other origins, say).
 */
export function browserStack({ env = () => ({}) }: { env?: () => Record<string, string> } = {}): {
  stack: () => TestStack;
  newPage: (
    viewport?: { width: number; height: number },
    options?: { bypassCSP?: boolean },
  ) => Promise<Page>;
} {
  let stack: TestStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    // Every page load of a suite comes from one address: more chat sessions than a visitor's.
    stack = await new TestStack({
      mode: 'embedded',
      env: {
        RATE_LIMIT_SESSIONS_PER_MINUTE: '1000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        ...env(),
      },
    }).start();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await stack?.stop();
  }, 60_000);
  return {
    stack: () => stack,
    newPage: async (viewport = { width: 1280, height: 800 }, options = {}) => {
      const context = await browser.newContext({
        viewport,
        baseURL: stack.baseUrl,
        acceptDownloads: true,
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

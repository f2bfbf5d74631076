import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/browser/chromium';

export const SCREENSHOT_DIR = join(__dirname, '../../test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
}

/** Outside CI, a machine without chromium skips the browser suites loudly; with CI=true they run (and fail). */
export function describeWithBrowser(name: string, body: () => void): void {
  if (process.env.CI === 'true' || existsSync(CHROMIUM_PATH)) return describe(name, body);
  console.warn(
    `SKIPPED "${name}": no chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  describe.skip(name, body);
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/** Records console errors and failed requests, for the "nothing went wrong" checks of happy paths. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // Aborted by the page itself: TanStack Query cancels a fetch a newer one supersedes (the
    // visitor's FAQ list refetched on focus while another page is driven). A server that fails
    // shows as a status, a reset or an empty response instead.
    if (reason === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.failedRequests.push(
        `${response.request().method()} ${response.url()}: ${response.status()}`,
      );
  });
  return problems;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/// <reference lib="dom" />
import { describeWithBrowser } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { browserStack } from './browser-stack';

jest.setTimeout(60_000);

/**
 * The gateway's CSP is enforced here (no bypassCSP): the built page must work under it.
 * Every violation the browser reports is collected, whether or not it shows on the console.
 */
describeWithBrowser('the Content-Security-Policy, as the browser enforces it', () => {
  const { newPage } = browserStack();

  it('lets the chat and the admin screen work with no violation', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    const chatPage = await page.goto('/');
    expect(chatPage!.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByRole('button', { name: 'Shipping info' }).click();
    await page.getByText('How much does shipping cost and how long does it take?').waitFor();
    expect(await violations()).toEqual([]);

    await page.goto('/admin');
    await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.getByText('Login successful', { exact: true }).waitFor();
    await page.getByText('FAQ Management').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('refuses what the policy forbids: an injected inline script does not run', async () => {
    const page = await newPage();
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
  });

  it('lets the API docs page (embedded mode) render the document with no violation', async () => {
    const page = await newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Caddie API/ }).waitFor();
    await page.getByText('/api/chat/session').first().waitFor();
    expect(violations).toEqual([]);
  });
});

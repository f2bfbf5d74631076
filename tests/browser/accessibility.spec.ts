/// <reference lib="dom" />
import { describeWithBrowser } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { wcagViolations } from './axe';
import { browserStack } from './browser-stack';

jest.setTimeout(60_000);

describeWithBrowser('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const { newPage } = browserStack();
  // axe is injected as an inline script, which the page's own CSP rightly refuses.
  const page = () => newPage({ width: 1280, height: 800 }, { bypassCSP: true });

  it('chat screen', async () => {
    const chat = await page();
    await chat.goto('/');
    await chat.getByText('Popular questions:').waitFor();
    expect(await wcagViolations(chat)).toEqual([]);
  });

  it('admin login card and signed-in screen with its forms open', async () => {
    const admin = await page();
    await admin.goto('/admin');
    await admin.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await wcagViolations(admin)).toEqual([]);
    await admin.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin
      .getByRole('button', { name: /^Edit FAQ: / })
      .first()
      .waitFor();
    for (const name of ['Export', 'Import', 'Add FAQ'])
      await admin.getByRole('button', { name, exact: true }).click();
    expect(await wcagViolations(admin)).toEqual([]);
  });

  it('keyboard: the chat can be used without a mouse', async () => {
    const chat = await page();
    await chat.goto('/');
    await chat.getByText('Popular questions:').waitFor();
    const names: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      await chat.keyboard.press('Tab');
      names.push(
        await chat.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent ??
            '',
        ),
      );
    }
    expect(names).toEqual(expect.arrayContaining(['Return policy', 'Message']));
  });

  it('404 page', async () => {
    const missing = await page();
    await missing.goto('/missing');
    await missing.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await wcagViolations(missing)).toEqual([]);
  });
});

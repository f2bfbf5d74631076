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

  it('the offer to leave a question for the team, its form, and the admin Requests', async () => {
    const chat = await page();
    await chat.goto('/');
    await chat.getByRole('textbox').fill('Do you repair lawn mowers?');
    await chat.getByRole('textbox').press('Enter');
    await chat.getByRole('button', { name: 'Leave your question for our team' }).click();
    const form = chat.getByRole('form', { name: 'Leave your question for our team' });
    await form.getByLabel('Email').waitFor();
    expect(await wcagViolations(chat)).toEqual([]);
    await form.getByLabel('Email').fill('axe@example.com');
    await form.getByRole('button', { name: 'Send to the team' }).click();
    await chat.getByRole('status').filter({ hasText: 'answer you by email' }).waitFor();

    const admin = await page();
    await admin.goto('/admin/requests');
    await admin.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await admin.getByLabel('Password').press('Enter');
    await admin.getByText('axe@example.com').first().waitFor();
    await admin
      .getByText(/The conversation/)
      .first()
      .click();
    expect(await wcagViolations(admin)).toEqual([]);
  });
});

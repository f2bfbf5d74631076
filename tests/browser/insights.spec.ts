/// <reference lib="dom" />
import 'reflect-metadata';
import { INSIGHTS_DAYS } from '@caddie/contracts';
import { Page } from 'playwright-core';
import { describeWithBrowser, screenshot, VIEWPORTS, watchProblems } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { until } from '../support/until';
import { browserStack } from './browser-stack';

jest.setTimeout(90_000);

const DECLINED = "I'm sorry, I don't have an answer for that.";

/** Sends a message in the chat and waits for its reply; true if the page then shows `expected`. */
async function send(page: Page, message: string, expected: string | RegExp): Promise<boolean> {
  const replies = page.getByRole('group', { name: 'Rate this reply' });
  const before = await replies.count();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await replies.nth(before).waitFor();
  return (await page.getByText(expected).count()) > 0;
}

/** Sends a message in the chat and waits for the reply that contains `expected`. */
async function ask(page: Page, message: string, expected: string | RegExp): Promise<void> {
  expect(await send(page, message, expected)).toBe(true);
}

/**
 * Asks again until the reply contains `expected`: what the admin just saved reaches the chat
 * service's index a moment later (faq.changed, then a reload), so the first ask may come first.
 */
async function askUntilAnswered(page: Page, message: string, expected: RegExp): Promise<void> {
  await until(
    () => send(page, message, expected),
    `the chat answering "${message}" with ${expected}`,
    { timeoutMs: 20_000, everyMs: 500 },
  );
}

async function signedInAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
}

async function openInsights(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await page.getByRole('heading', { name: 'Unanswered questions' }).waitFor();
  // The page's own count of days (web keeps it for its first paint) is the contracts' one.
  await page.getByText(`in the last ${INSIGHTS_DAYS} days (UTC)`).waitFor();
}

/** The unanswered-question group named by its question. */
const unanswered = (page: Page, question: string) =>
  page.getByRole('article', { name: question, exact: true });

describeWithBrowser('insights: from a question the bot missed to an FAQ that answers it', () => {
  const { newPage } = browserStack();

  it('lists a declined question, and Create FAQ makes the chat answer it', async () => {
    const question = 'Do you repair lawn mowers?';
    const visitor = await newPage();
    const problems = watchProblems(visitor);
    await visitor.goto('/');
    await ask(visitor, question, DECLINED);
    const rating = visitor.getByRole('group', { name: 'Rate this reply' }).last();
    await rating.getByRole('button', { name: 'Not helpful', exact: true }).click();
    await visitor.waitForFunction(() =>
      Array.from(document.querySelectorAll('[aria-label="Not helpful"]')).some(
        (button) => button.getAttribute('aria-pressed') === 'true',
      ),
    );

    const admin = await newPage();
    await signedInAdmin(admin);
    await openInsights(admin);
    const group = unanswered(admin, question);
    await group.waitFor();
    await group.getByRole('button', { name: 'Create FAQ' }).click();
    const addForm = admin.getByRole('form', { name: 'Add FAQ' });
    expect(await addForm.getByLabel('Question').inputValue()).toBe(question);
    await addForm
      .getByLabel('Answer')
      .fill('We only repair golf clubs: regrips, reshafting, loft and lie.');
    await addForm.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('FAQ created successfully', { exact: true }).waitFor();

    await askUntilAnswered(visitor, question, /We only repair golf clubs/);
    await openInsights(admin);
    await unanswered(admin, question).waitFor({ state: 'detached' });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  it('adds a missed question as a phrasing of an FAQ, which then answers it', async () => {
    const question = 'Does the parrot speak Klingon?';
    const visitor = await newPage();
    await visitor.goto('/');
    await ask(visitor, question, DECLINED);

    const admin = await newPage(VIEWPORTS.phone);
    const problems = watchProblems(admin);
    await signedInAdmin(admin);
    await openInsights(admin);
    await admin.getByRole('heading', { name: 'Conversations per day' }).waitFor();
    await screenshot(admin, 'admin-insights-phone');
    const group = unanswered(admin, question);
    await group.getByRole('button', { name: 'Add as phrasing of...' }).click();
    const form = admin.getByRole('form', { name: 'Add as phrasing' });
    await form
      .getByRole('combobox', { name: 'Add as phrasing of' })
      .selectOption({ label: 'What are your store hours?' });
    await form.getByRole('button', { name: 'Add phrasing' }).click();
    await admin.getByText('Phrasing added', { exact: true }).waitFor();
    await group.waitFor({ state: 'detached' });

    const hours = await (await admin.request.get('/api/faqs')).json();
    const faq = hours.find(
      (entry: { question: string }) => entry.question === 'What are your store hours?',
    );
    expect(faq.phrasings).toContain(question);
    await askUntilAnswered(visitor, question, new RegExp(escape(faq.answer.slice(0, 30))));
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

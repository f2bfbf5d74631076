/// <reference lib="dom" />
import { Page } from 'playwright-core';
import { describeWithBrowser, screenshot, watchProblems } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { browserStack } from './browser-stack';

jest.setTimeout(90_000);

/** Declined by the demo shop's FAQs, which names the nearest of them as topics. */
const DECLINED = 'Do you repair lawn mowers?';

/** Asks DECLINED and gives the buttons under its reply. */
async function askDeclined(page: Page) {
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(DECLINED);
  await box.press('Enter');
  const list = page.getByRole('list', { name: 'Suggested questions' }).last();
  await list.waitFor();
  return list.getByRole('button');
}

/** The active FAQs' answers by question, as the page's own API gives them. */
async function answersByQuestion(page: Page): Promise<Map<string, string>> {
  const faqs: { question: string; answer: string }[] = await (
    await page.request.get('/api/faqs/active')
  ).json();
  return new Map(faqs.map((faq) => [faq.question, faq.answer]));
}

/** The start of an answer as the page shows it (links become anchors further on). */
const answerShown = (page: Page, answer: string) =>
  page.getByText(new RegExp(escape(answer.slice(0, 30)))).first();

describeWithBrowser('suggestions under a reply the bot is unsure of or declines', () => {
  const { newPage } = browserStack();

  it('shows the topics a decline names as buttons; one click asks and answers it', async () => {
    const page = await newPage();
    const problems = watchProblems(page);
    const buttons = await askDeclined(page);
    const reply = page.getByRole('listitem').filter({ hasText: /don't have an answer/ });
    expect(
      await reply.getByRole('button', { name: await buttons.first().innerText() }).count(),
    ).toBe(1);
    const questions = await buttons.allInnerTexts();
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(3);
    await screenshot(page, 'chat-suggestions-desktop');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });
    const answers = await answersByQuestion(page);
    await buttons.first().click();
    await page
      .getByRole('listitem')
      .filter({ hasText: `You said:${questions[0]}` })
      .waitFor();
    expect(await buttons.first().isDisabled()).toBe(true);
    release();
    await answerShown(page, answers.get(questions[0])!).waitFor();
    expect(await buttons.first().isEnabled()).toBe(true);

    await page.unroute('**/api/chat');
    const last = questions.at(-1)!;
    await buttons.last().press('Enter'); // reached and chosen with the keyboard
    await answerShown(page, answers.get(last)!).waitFor();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  it("names the visitor's choice in Insights, where one click adds it as a phrasing", async () => {
    const visitor = await newPage();
    const buttons = await askDeclined(visitor);
    const chosen = await buttons.first().innerText();
    await buttons.first().click();
    const answers = await answersByQuestion(visitor);
    await answerShown(visitor, answers.get(chosen)!).waitFor();

    const admin = await newPage();
    const problems = watchProblems(admin);
    await admin.goto('/admin');
    await admin.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Insights' })
      .click();
    const group = admin.getByRole('article', { name: DECLINED, exact: true });
    await group.getByText(`Visitors chose: “${chosen}”`).waitFor();
    await screenshot(admin, 'admin-insights-chosen-faq');
    await group.getByRole('button', { name: 'Add as phrasing', exact: true }).click();
    await admin.getByText('Phrasing added', { exact: true }).waitFor();
    await group.waitFor({ state: 'detached' });

    const box = visitor.getByRole('textbox', { name: 'Message' });
    await box.fill(DECLINED);
    await box.press('Enter');
    await visitor
      .getByText(new RegExp(escape(answers.get(chosen)!.slice(0, 30))))
      .nth(1)
      .waitFor();
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

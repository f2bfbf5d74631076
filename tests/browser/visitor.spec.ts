/// <reference lib="dom" />
import { Page } from 'playwright-core';
import { describeWithBrowser, screenshot, VIEWPORTS, watchProblems } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { browserStack } from './browser-stack';

jest.setTimeout(60_000);

const GREETING = 'Hi! What can I help you with?';
const FAILURE =
  "I'm sorry, I'm experiencing technical difficulties right now. Please try again in a moment.";

describeWithBrowser('the chat page, as a visitor uses it', () => {
  const { newPage } = browserStack();

  it.each(Object.entries(VIEWPORTS))(
    'greets, suggests, answers and links, with no errors (%s)',
    async (name, viewport) => {
      const page = await newPage(viewport);
      const problems = watchProblems(page);
      const sessionCreated = page.waitForResponse((response) =>
        response.url().endsWith('/api/chat/session'),
      );
      await page.goto('/');
      expect((await sessionCreated).status()).toBe(201);
      await page.getByText(GREETING).waitFor();
      await page.getByText('Popular questions:').waitFor();
      const chips = page.getByRole('button', {
        name: /^(Return policy|Shipping info|Order tracking|Club fitting)$/,
      });
      expect(await chips.count()).toBe(4);
      await screenshot(page, `chat-empty-${name}`);

      await page.getByRole('button', { name: 'Shipping info' }).click();
      await page.getByText('How much does shipping cost and how long does it take?').waitFor();
      const link = page.getByRole('link', { name: /fairwayandgreen\.example\/shipping/ }).first();
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.getByText('Popular questions:').count()).toBe(0);

      const box = page.getByRole('textbox', { name: 'Message' });
      await box.fill('how do i track my order');
      await box.press('Enter');
      await page
        .getByText(/tracking number/)
        .first()
        .waitFor();
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await box.inputValue()).toBe('');
      await screenshot(page, `chat-conversation-${name}`);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    },
  );

  it('adds a line with Shift+Enter and keeps send disabled while the text is blank', async () => {
    const page = await newPage();
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await box.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('first line');
    await box.press('Shift+Enter');
    await box.type('second line');
    expect(await box.inputValue()).toBe('first line\nsecond line');
    expect(await send.isDisabled()).toBe(false);
  });

  it('shows "{product} is typing" and blocks sending while a reply is pending', async () => {
    const page = await newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('What is your return policy?');
    await box.press('Enter');
    await page.getByText('Caddie is typing').waitFor();
    await box.fill('another question');
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    release();
    await page.getByText('Caddie is typing').waitFor({ state: 'detached' });
  });

  it('shows the failure bubble when the chat call fails', async () => {
    const page = await newPage();
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 503, body: '{"message":"down"}' }),
    );
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Hello?');
    await box.press('Enter');
    await page.getByText(FAILURE).waitFor();
  });

  it("falls back to a local 'session-{timestamp}' id when the session cannot be created", async () => {
    const page = await newPage();
    await page.route('**/api/chat/session', (route) => route.abort());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat') && request.method() === 'POST')
        sent.push(request.postData() ?? '');
    });
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('What is your return policy?');
    await box.press('Enter');
    await page
      .getByText(/30 days/)
      .first()
      .waitFor();
    expect(JSON.parse(sent[0]).sessionId).toMatch(/^session-\d{13}$/);
  });

  it('shows FAQ text that looks like HTML as text: the only markup it creates is links', async () => {
    const page = await newPage();
    await page.goto('/');
    expect(
      (
        await page.request.post('/api/auth/login', { data: { password: TEST_ADMIN_PASSWORD } })
      ).ok(),
    ).toBe(true);
    const answer = '<img src=x onerror="window.hacked=1"> <b>bold</b> see https://example.com/x';
    const created = await page.request.post('/api/faqs', {
      data: { question: 'Zebra xylophone markup question?', answer },
    });
    expect(created.status()).toBe(201);
    await answeredFromIndex(page, 'Zebra xylophone markup question?', '<b>bold</b>');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Zebra xylophone markup question?');
    await box.press('Enter');
    await page.getByText('<b>bold</b>', { exact: false }).waitFor();
    expect(await page.locator('img, b').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
    ).toBeUndefined();
    expect(await page.getByRole('link', { name: 'https://example.com/x' }).count()).toBe(1);
  });

  it("shows 'Page Not Found' for any other path, with a way back to the chat", async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await newPage(viewport);
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await screenshot(page, `not-found-${name}`);
      await page.getByRole('link', { name: /chat/i }).click();
      await page.getByText(GREETING).waitFor();
    }
  });
});

/**
 * Waits until the chat service answers `question` with text holding `expected`: it rebuilds
 * its index within a second of a change (faq.changed), not before the change's response.
 */
async function answeredFromIndex(page: Page, question: string, expected: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const reply = await page.request.post('/api/chat', {
      data: { message: question, sessionId: 'index-probe' },
    });
    if (((await reply.json()) as { response?: string }).response?.includes(expected)) return;
    if (Date.now() > deadline) throw new Error(`the chat never answered "${question}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/// <reference lib="dom" />
// The chat widget as a shop uses it: one script tag on its own site (here, pages on other
// local ports), the chat in an iframe from Caddie, framed only where EMBED_ORIGINS allows.
import { once } from 'node:events';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { until } from '../support/until';
import { wcagViolations } from './axe';
import { browserStack } from './browser-stack';

jest.setTimeout(90_000);

/** A shop's site: two pages with the widget's tag, and one that frames Caddie's admin. */
async function shopSite(caddie: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    const body =
      url.pathname === '/frames-admin'
        ? `<iframe title="admin" src="${caddie()}/admin"></iframe>`
        : `<h1>${url.pathname === '/putters' ? 'Putters' : 'Drivers'}</h1>
           <a href="/putters">Putters</a>
           <script src="${caddie()}/widget.js" data-name="Birdie" data-colour="#1d4ed8"></script>`;
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><html lang="en"><title>Shop</title>${body}</html>`);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const chatFrame = (page: Page) => page.frameLocator('iframe[title="Chat with Birdie"]');

describeWithBrowser('the chat widget on a shop’s own site', () => {
  let allowed: Awaited<ReturnType<typeof shopSite>>;
  let other: Awaited<ReturnType<typeof shopSite>>;
  const caddie = () => stack().baseUrl;
  beforeAll(async () => {
    allowed = await shopSite(caddie);
    other = await shopSite(caddie);
  });
  afterAll(() => {
    allowed.server.close();
    other.server.close();
  });
  const { stack, newPage } = browserStack({
    env: () => ({
      EMBED_ORIGINS: allowed.origin,
      WIDGET_NAME: 'Birdie',
      WIDGET_GREETING: 'Hi, Birdie here. Ask me about clubs.',
    }),
  });

  it('opens from its launcher, answers, and keeps the conversation across a navigation', async () => {
    const page = await newPage();
    await page.goto(`${allowed.origin}/`);
    const launcher = page.getByRole('button', { name: 'Chat with Birdie' });
    await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('false');
    // The iframe loads only on first open.
    expect(await page.locator('iframe').count()).toBe(0);
    await launcher.click();
    await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('true');
    const chat = chatFrame(page);
    // The panel's name and greeting are the server's settings (WIDGET_NAME, WIDGET_GREETING).
    await chat.getByRole('heading', { name: 'Chat with Birdie' }).waitFor();
    await chat.getByText('Hi, Birdie here. Ask me about clubs.').waitFor();
    await chat.getByRole('textbox').fill('How long does shipping take?');
    await chat.getByRole('textbox').press('Enter');
    await chat
      .getByText(/business days/)
      .first()
      .waitFor();

    await page.getByRole('link', { name: 'Putters' }).click();
    await page.getByRole('heading', { name: 'Putters' }).waitFor();
    // Open again after the navigation, with the conversation as it was.
    await chatFrame(page).getByText('How long does shipping take?').waitFor();
    await chatFrame(page)
      .getByText(/business days/)
      .first()
      .waitFor();
    // The chat needs no cookie at all: it works where browsers block third-party cookies.
    expect(await page.context().cookies(caddie())).toEqual([]);
  });

  it('is not framed on a site EMBED_ORIGINS does not name', async () => {
    const page = await newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${other.origin}/`);
    await page.getByRole('button', { name: 'Chat with Birdie' }).click();
    await until(async () => refused.length > 0, 'the browser refusing the frame');
    expect(await chatFrame(page).getByRole('textbox').count()).toBe(0);
  });

  it('never lets the admin area be framed, not even by an allowed site', async () => {
    const page = await newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame|X-Frame-Options/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${allowed.origin}/frames-admin`);
    await until(async () => refused.length > 0, 'the browser refusing the frame');
    expect(await page.frameLocator('iframe[title="admin"]').getByLabel('Password').count()).toBe(0);
  });

  it('has no WCAG 2.1 AA finding, closed or open (axe-core, page and panel)', async () => {
    // axe goes in as an inline script, which the pages' CSPs rightly refuse.
    const page = await newPage({ width: 1280, height: 800 }, { bypassCSP: true });
    await page.goto(`${allowed.origin}/`);
    const launcher = page.getByRole('button', { name: 'Chat with Birdie' });
    await launcher.waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await launcher.click();
    await chatFrame(page).getByRole('textbox').waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    const panel = page.frames().find((frame) => frame.url().includes('/embed'))!;
    expect(await wcagViolations(panel)).toEqual([]);
    // Escape closes the panel and gives the focus back to the launcher.
    await page.keyboard.press('Escape');
    await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('takes the whole screen on a phone', async () => {
    const page = await newPage({ width: 390, height: 800 });
    await page.goto(`${allowed.origin}/`);
    await page.getByRole('button', { name: 'Chat with Birdie' }).click();
    await chatFrame(page).getByRole('textbox').waitFor();
    const box = await page.getByRole('dialog', { name: 'Chat with Birdie' }).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
  });

  it('shows on the demo store page of embedded mode, /embed-demo', async () => {
    const page = await newPage();
    await page.goto('/embed-demo');
    await page.getByRole('button', { name: 'Chat with Caddie' }).click();
    const chat = page.frameLocator('iframe[title="Chat with Caddie"]');
    await chat.getByRole('textbox').fill('Do you offer club fitting?');
    await chat.getByRole('textbox').press('Enter');
    await chat
      .getByText(/fitting/i)
      .nth(1)
      .waitFor();
  });

  it('leaves a declined question for the team, which the admin finds under Requests', async () => {
    const page = await newPage();
    await page.goto(`${allowed.origin}/`);
    await page.getByRole('button', { name: 'Chat with Birdie' }).click();
    const chat = chatFrame(page);
    await chat.getByRole('textbox').fill('Do you repair lawn mowers?');
    await chat.getByRole('textbox').press('Enter');
    await chat.getByRole('button', { name: 'Leave your question for our team' }).click();
    const form = chat.getByRole('form', { name: 'Leave your question for our team' });
    await form.getByLabel('Email').fill('not an address');
    await form.getByRole('button', { name: 'Send to the team' }).click();
    // The browser's own check stops it first; a valid address goes through.
    await form.getByLabel('Email').fill('ann@example.com');
    await form.getByLabel('Name (optional)').fill('Ann Lee');
    await form.getByRole('button', { name: 'Send to the team' }).click();
    await chat.getByRole('status').filter({ hasText: 'answer you by email' }).waitFor();

    const admin = await newPage();
    await admin.goto('/admin/requests');
    await admin.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await admin.getByLabel('Password').press('Enter');
    const card = admin.getByRole('listitem').filter({ hasText: 'Ann Lee' });
    await card.getByText('ann@example.com').waitFor();
    await card.getByText('The conversation (2 messages)').click();
    await card.getByText('Do you repair lawn mowers?').waitFor();
    await expect(
      card.getByRole('link', { name: 'Reply by email' }).getAttribute('href'),
    ).resolves.toMatch(/^mailto:ann%40example\.com\?subject=Re%3A%20Do%20you%20repair/);
    await card.getByRole('button', { name: 'Mark done' }).click();
    await admin.getByText('No open requests').waitFor();
  });
});

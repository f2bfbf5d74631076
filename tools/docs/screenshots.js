#!/usr/bin/env node
// @ts-check
// The README's screenshots (docs/images/chat.png and admin.png), taken from the product as
// `npm start` runs it: embedded mode on free ports, a fresh data folder, the demo shop's FAQs.
//   node tools/docs/screenshots.js        (after npm run build; needs chromium)
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../browser/chromium');
const stack = require('../embedded/stack');

const OUT = path.join(stack.ROOT, 'docs/images');
const PASSWORD = 'screenshot-admin-password';

async function startProduct() {
  const ports = await stack.freeStackPorts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caddie-screenshots-'));
  const shared = { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD };
  const children = stack.SERVICES.map((service) =>
    stack.spawnService(service, stack.serviceEnv(service, ports, shared), 'ignore'),
  );
  await stack.waitForHttp(`http://127.0.0.1:${ports.chatHealth}/health/ready`, 60_000);
  await stack.waitForHttp(`http://127.0.0.1:${ports.gateway}/api/health/ready`, 60_000);
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL: `http://127.0.0.1:${ports.gateway}`, stop };
}

async function main() {
  const product = await startProduct();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({
      baseURL: product.baseURL,
      viewport: { width: 1100, height: 760 },
    });
    await page.goto('/');
    const input = page.getByRole('textbox');
    for (const message of ['How long does shipping take?', 'Do you repair lawn mowers?']) {
      await input.fill(message);
      const replied = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
      await input.press('Enter');
      await replied;
    }
    await page.getByText("I'm sorry").waitFor();
    await page.waitForTimeout(300); // the suggestion buttons' fade-in
    fs.mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, 'chat.png') });

    await page.goto('/admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
    // The sign-in toast stays a while: closed, so the list shows whole.
    await page.waitForTimeout(500);
    const close = page.getByRole('button', { name: /close/i });
    if ((await close.count()) > 0) await close.first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT, 'admin.png') });
    console.log(`wrote ${path.relative(stack.ROOT, OUT)}/chat.png and admin.png`);
  } finally {
    await browser.close();
    product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

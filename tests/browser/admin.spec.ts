/// <reference lib="dom" />
import { Page } from 'playwright-core';
import { describeWithBrowser, screenshot, VIEWPORTS, watchProblems } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { browserStack } from './browser-stack';

jest.setTimeout(90_000);

const today = () => new Date().toISOString().slice(0, 10);

async function toast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).waitFor();
}

async function signIn(page: Page, password: string): Promise<void> {
  const field = page.getByLabel('Password');
  await field.fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function importFile(
  page: Page,
  name: string,
  content: string,
  replace: boolean,
): Promise<void> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const form = page.getByRole('form', { name: 'Import FAQs' });
  await form
    .getByLabel('File')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  const replaceBox = form.getByLabel('Replace existing FAQs');
  if (replace) await replaceBox.check();
  await form
    .getByText(
      replace
        ? '⚠️ This will delete all current FAQs and replace them with the imported ones'
        : 'New FAQs will be added alongside existing ones',
    )
    .waitFor();
  await form.getByRole('button', { name: 'Import FAQs' }).click();
  await toast(page, 'FAQs imported successfully');
  await form.waitFor({ state: 'detached' });
}

async function questionsShown(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /^Edit FAQ: / })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')!.replace('Edit FAQ: ', '')),
    );
}

async function exportAs(page: Page, format: 'json' | 'csv'): Promise<string> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const form = page.getByRole('form', { name: 'Export FAQs' });
  if (format === 'csv') await form.getByRole('radio', { name: /csv/i }).check();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: new RegExp(`Export as ${format}`, 'i') }).click();
  const file = await download;
  await toast(page, `FAQs exported successfully as ${format.toUpperCase()}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click(); // close the form again
  expect(file.suggestedFilename()).toBe(`faqs-export-${today()}.${format}`);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describeWithBrowser('the admin screen, as an administrator uses it', () => {
  const { newPage } = browserStack();

  it('signs in, manages FAQs, imports, exports and signs out, with no errors on the way', async () => {
    const page = await newPage();
    const problems = watchProblems(page);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await page.getByText('Enter admin password to manage FAQs').waitFor();

    await signIn(page, 'not-the-password');
    await toast(page, 'Invalid password');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    problems.failedRequests.length = 0; // nothing failed: a wrong password is an answer, not an error

    await signIn(page, TEST_ADMIN_PASSWORD);
    await toast(page, 'Login successful');
    await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
    await page.getByRole('link', { name: 'Back to Chat' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // Create
    await page.getByRole('button', { name: 'Add FAQ', exact: true }).click();
    const addForm = page.getByRole('form', { name: 'Add FAQ' });
    await addForm.getByLabel('Question').fill('Do you rent clubs?');
    await addForm
      .getByLabel('Answer')
      .fill('Yes, see www.fairwayandgreen.example/rentals for prices.');
    await addForm.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'FAQ created successfully');
    await addForm.waitFor({ state: 'detached' });
    expect(await questionsShown(page)).toContain('Do you rent clubs?');

    // Edit
    await page.getByRole('button', { name: 'Edit FAQ: Do you rent clubs?' }).click();
    const editForm = page.getByRole('form', { name: 'Edit FAQ' });
    await editForm.getByLabel('Answer').fill('Yes: half sets from $25 a day.');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'FAQ updated successfully');
    await page.getByText('Yes: half sets from $25 a day.').waitFor();

    // Active switch: the active list (and the chat's chips) follow it
    const activeSwitch = page.getByRole('switch', { name: 'Active: Do you rent clubs?' });
    expect(await activeSwitch.getAttribute('aria-checked')).toBe('true');
    await activeSwitch.click();
    await toast(page, 'FAQ updated successfully');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Active: Do you rent clubs?"]')
          ?.getAttribute('aria-checked') === 'false',
    );
    const active = await (await page.request.get('/api/faqs/active')).json();
    expect(active.map((faq: { question: string }) => faq.question)).not.toContain(
      'Do you rent clubs?',
    );

    // Delete, after confirming
    await page.getByRole('button', { name: 'Delete FAQ: Do you rent clubs?' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'FAQ deleted successfully');
    expect(await questionsShown(page)).not.toContain('Do you rent clubs?');
    await screenshot(page, 'admin-signed-in-desktop');

    // Import: JSON added alongside, CSV replacing, JSON replacing, CSV added alongside
    await importFile(
      page,
      'more.json',
      JSON.stringify({ faqs: [{ question: 'JSON added?', answer: 'Yes.' }] }),
      false,
    );
    expect(await questionsShown(page)).toContain('JSON added?');
    await importFile(
      page,
      'sheet.csv',
      'question,answer\n"CSV replaced, all?","Yes, all."\n',
      true,
    );
    expect(await questionsShown(page)).toEqual(['CSV replaced, all?']);
    await importFile(
      page,
      'backup.json',
      JSON.stringify({ faqs: [{ question: 'Restored?', answer: 'Yes.' }] }),
      true,
    );
    expect(await questionsShown(page)).toEqual(['Restored?']);
    await importFile(page, 'extra.csv', 'question,answer\nCSV added?,Yes.\n', false);
    expect(await questionsShown(page)).toEqual(['Restored?', 'CSV added?']);

    // Export both formats; the JSON file imports back as it is
    const json = JSON.parse(await exportAs(page, 'json'));
    expect(json.faqs.map((faq: { question: string }) => faq.question)).toEqual([
      'Restored?',
      'CSV added?',
    ]);
    const csv = await exportAs(page, 'csv');
    expect(csv.split('\n')[0]).toBe('id,question,answer,isActive,createdAt,updatedAt,phrasings');
    expect(csv).toContain('CSV added?');

    // Logout
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect((await page.request.get('/api/faqs')).status()).toBe(401);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  it.each(Object.entries(VIEWPORTS))('looks right signed in (%s)', async (name, viewport) => {
    const page = await newPage(viewport);
    await page.goto('/admin');
    await signIn(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
    await page
      .getByRole('button', { name: /^Edit FAQ: / })
      .first()
      .waitFor();
    await screenshot(page, `admin-signed-in-${name}`);
  });
});

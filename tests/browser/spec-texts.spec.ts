import { describeWithBrowser } from '../support/browser';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import { browserStack } from './browser-stack';
import {
  CHECKED,
  chooseImport,
  found,
  hold,
  see,
  signIn,
  SPEC_PATH,
  specPresent,
  specQuotedTexts,
} from './spec-text-helpers';

/**
 * Every quoted text of SPEC.md, found on the page where the spec puts it. Texts with a
 * placeholder ({product}, {EXT}...) are checked with the value this product fills in.
 */

jest.setTimeout(60_000);

describeWithBrowser('every quoted text of the spec, where the spec puts it', () => {
  const { newPage } = browserStack();

  it('chat screen: greeting, placeholder, suggestions and their labels', async () => {
    const page = await newPage();
    await page.goto('/');
    await see(page, 'Hi! What can I help you with?');
    expect(
      await page.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder'),
    ).toContain('"message..."');
    found('"message..."')('placeholder');
    await see(page, 'Popular questions:');
    for (const label of ['Return policy', 'Shipping info', 'Order tracking', 'Club fitting']) {
      await page.getByRole('button', { name: label, exact: true }).waitFor();
      found(label)(label);
    }
    const questions = [
      'Which brands do you stock?',
      'Is there a warranty on putters?',
      'Do you offer discounts for golf club members?',
    ];
    // The chips come from the popular FAQs, or from the active list when that route fails.
    const popular = await newPage();
    await popular.route('**/api/chat/popular', (route) =>
      route.fulfill({ json: questions.map((question, i) => ({ id: i + 1, question })) }),
    );
    const fallback = await newPage();
    await fallback.route('**/api/chat/popular', (route) => route.fulfill({ status: 503 }));
    await fallback.route('**/api/faqs/active', (route) =>
      route.fulfill({
        json: questions.map((question, i) => ({
          id: i + 1,
          question,
          answer: 'Yes.',
          isActive: true,
          createdAt: '',
          updatedAt: '',
        })),
      }),
    );
    for (const other of [popular, fallback]) {
      await other.goto('/');
      // Cut to 30 characters plus '...' (SPEC section 9).
      for (const label of ['Golf brands', 'Warranty info', 'Do you offer discounts for gol...']) {
        await other.getByRole('button', { name: label, exact: true }).waitFor();
      }
    }
    found('Golf brands')('Golf brands');
    found('Warranty info')('Warranty info');
    found('...')('Do you offer discounts for gol...');
  });

  it('chat screen: typing indicator, failure bubble, session fallback, 404', async () => {
    const page = await newPage();
    const release = hold(page, '**/api/chat', 'POST');
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.keyboard.press('Enter');
    await see(page, 'Caddie is typing', '"{product} is typing"');
    release();

    const failing = await newPage();
    await failing.route('**/api/chat', (route) => route.fulfill({ status: 500, body: '' }));
    await failing.route('**/api/chat/session', (route) => route.abort());
    const bodies: string[] = [];
    failing.on(
      'request',
      (request) => request.url().endsWith('/api/chat') && bodies.push(request.postData() ?? ''),
    );
    await failing.goto('/');
    await failing.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await failing.keyboard.press('Enter');
    const bubble =
      "I'm sorry, I'm experiencing technical difficulties right now. Please try again in a moment.";
    await see(failing, bubble, `"${bubble}"`);
    expect(JSON.parse(bodies[0]).sessionId).toMatch(/^session-\d+$/);
    found("'session-{timestamp}'".slice(1, -1))(JSON.parse(bodies[0]).sessionId);

    await page.goto('/nowhere');
    await see(page, 'Page Not Found');
  });

  it('admin screen: disabled, login card and its answers', async () => {
    const disabled = await newPage();
    await disabled.route('**/api/auth/status', (route) =>
      route.fulfill({ json: { isAuthenticated: false, adminEnabled: false } }),
    );
    await disabled.goto('/admin');
    await see(disabled, 'Admin Access Disabled');
    await see(disabled, 'Admin functionality is disabled. Contact the system administrator.');
    await disabled.getByRole('link', { name: 'Back to Chat' }).waitFor();

    const page = await newPage();
    await page.goto('/admin');
    await see(page, 'Admin Access');
    await see(page, 'Enter admin password to manage FAQs');
    await page.getByLabel('Password').fill('wrong-password');
    const release = hold(page, '**/api/auth/login', 'POST');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await see(page, 'Signing in...');
    release();
    await see(page, 'Invalid password');
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByLabel('Password').fill('any-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await see(page, 'Login failed');
    await page.unroute('**/api/auth/login');
    await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await see(page, 'Login successful');
  });

  it('admin screen: loading, FAQ changes and their toasts', async () => {
    const page = await newPage();
    const release = hold(page, '**/api/faqs', 'GET');
    await signIn(page);
    await see(page, 'Loading FAQs...');
    release();
    await page.getByRole('button', { name: 'Add FAQ', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add FAQ' });
    await form.getByLabel('Question').fill('Spec text question?');
    await form.getByLabel('Answer').fill('Spec text answer.');
    await form.getByRole('button', { name: 'Save' }).click();
    await see(page, 'FAQ created successfully');

    await page.getByRole('button', { name: 'Add FAQ', exact: true }).click();
    await page.route('**/api/faqs', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
    );
    await form.getByLabel('Question').fill('Fails?');
    await form.getByLabel('Answer').fill('Yes.');
    await form.getByRole('button', { name: 'Save' }).click();
    await see(page, 'Failed to create FAQ');
    await see(page, 'Please check your input and try again');

    await page.getByRole('button', { name: 'Edit FAQ: Spec text question?' }).click();
    await page
      .getByRole('form', { name: 'Edit FAQ' })
      .getByRole('button', { name: 'Save' })
      .click();
    await see(page, 'FAQ updated successfully');
    await page.route('**/api/faqs/*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('switch', { name: 'Active: Spec text question?' }).click();
    await see(page, 'Failed to update FAQ');
    await page.getByRole('button', { name: 'Delete FAQ: Spec text question?' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await see(page, 'Failed to delete FAQ');
    await page.unroute('**/api/faqs/*');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await see(page, 'FAQ deleted successfully');
  });

  it('admin screen: import and export texts', async () => {
    const page = await newPage();
    await signIn(page);
    await chooseImport(page, undefined);
    await see(page, 'No file selected');
    await see(page, 'Please select a file to import');
    const form = page.getByRole('form', { name: 'Import FAQs' });
    await see(page, 'New FAQs will be added alongside existing ones');
    await form.getByLabel('Replace existing FAQs').check();
    await see(page, '⚠️ This will delete all current FAQs and replace them with the imported ones');
    await form.getByLabel('Replace existing FAQs').uncheck();
    await form.getByLabel('File').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ not json'),
    });
    await form.getByRole('button', { name: 'Import FAQs' }).click();
    await see(page, 'Invalid JSON file', "'Invalid {EXT} file'".slice(1, -1));
    await see(page, 'Please check the file format and try again');
    await form.getByLabel('File').setInputFiles({
      name: 'nofaqs.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"items": []}'),
    });
    await form.getByRole('button', { name: 'Import FAQs' }).click();
    await see(page, 'Invalid JSON format');
    await see(
      page,
      "JSON file must contain a 'faqs' array",
      `"JSON file must contain a 'faqs' array"`,
    );
    await form.getByLabel('File').setInputFiles({
      name: 'empty.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('question,answer\n'),
    });
    await form.getByRole('button', { name: 'Import FAQs' }).click();
    await see(page, 'Failed to import FAQs');
    await form.getByLabel('File').setInputFiles({
      name: 'one.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('question,answer\nOne?,Yes.\n'),
    });
    await form.getByRole('button', { name: 'Import FAQs' }).click();
    await see(page, 'FAQs imported successfully');

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportForm = page.getByRole('form', { name: 'Export FAQs' });
    const download = page.waitForEvent('download');
    await exportForm.getByRole('button', { name: /Export as JSON/i }).click();
    await download;
    await see(
      page,
      'FAQs exported successfully as JSON',
      "'FAQs exported successfully as {FORMAT}'".slice(1, -1),
    );
    for (const [response, text, specText] of [
      [
        { status: 502, body: '' },
        'Export failed: 502 Bad Gateway',
        'Export failed: {status} {statusText}',
      ],
      [
        { status: 401, body: '' },
        'Export failed: Please log in again to continue',
        'Export failed: Please log in again to continue',
      ],
      [
        { status: 200, contentType: 'text/plain', body: 'x' },
        'Export failed: Expected application/json but got text/plain',
        'Export failed: Expected {type} but got {type}',
      ],
    ] as const) {
      await page.route('**/api/faqs/export*', (route) => route.fulfill(response));
      await exportForm.getByRole('button', { name: /Export as JSON/i }).click();
      await see(page, 'Failed to export FAQs');
      await see(page, text, specText);
      await page.unroute('**/api/faqs/export*');
    }
  });

  // Last in the file, so after every test above has recorded what it checked. Without the
  // spec beside the checkout it is skipped loudly, but never with CI=true, where it fails.
  const withSpec = specPresent() || process.env.CI === 'true' ? it : it.skip;
  if (!specPresent() && process.env.CI !== 'true')
    console.warn(`SKIPPED the spec's completeness check: no ${SPEC_PATH}.`);
  withSpec('has checked every quoted text of the spec, each where the spec puts it', () => {
    const missing = specQuotedTexts().filter((text) => !CHECKED.has(text));
    expect(missing).toEqual([]);
  });
});

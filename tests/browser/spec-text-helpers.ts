import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';

/** Spec texts seen so far, with what the page showed for each. */
export const CHECKED = new Map<string, string>();
export const found = (specText: string) => (shown: string) =>
  CHECKED.set(specText.replace(/^["']|["']$/g, ''), shown);

export async function see(page: Page, text: string, specText = text): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
  found(specText)(text);
}

export function hold(page: Page, pattern: string, method = 'GET'): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  void page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await held;
    await route.fallback();
  });
  return release;
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
}

export async function chooseImport(
  page: Page,
  name: string | undefined,
  content = '',
): Promise<void> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const form = page.getByRole('form', { name: 'Import FAQs' });
  if (name)
    await form
      .getByLabel('File')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await form.getByRole('button', { name: 'Import FAQs' }).click();
}

/** Where the spec lives: beside the checkout, as the project's shared folder. */
export const SPEC_PATH = join(__dirname, '../../../shared/spec/SPEC.md');

/** Whether the spec is there to check against. */
export const specPresent = (): boolean => existsSync(SPEC_PATH);

/** The quoted texts of ../shared/spec/SPEC.md; a missing spec is an error, not an empty list. */
export function specQuotedTexts(): string[] {
  if (!specPresent())
    throw new Error(`${SPEC_PATH} is missing: check out the shared folder beside this one.`);
  const text = readFileSync(SPEC_PATH, 'utf8');
  const quoted = [...text.matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)].map(
    (match) => match[1] ?? match[2],
  );
  // "JSON file must contain a 'faqs' array" holds 'faqs' inside its own quotes.
  return [...new Set(quoted)].filter((item) => item !== 'faqs' && !item.startsWith(', then'));
}

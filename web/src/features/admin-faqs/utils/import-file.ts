import type { ImportResult } from '@caddie/contracts';

export interface ImportRequestBody {
  faqs?: unknown[];
  csvData?: string;
  replaceExisting: boolean;
}

export type ImportOutcome =
  { ok: true; message: string } | { ok: false; title: string; description: string };

const CHECK_FORMAT = 'Please check the file format and try again';

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1) : '';
}

type FileProblem = { title: string; description: string };

async function bodyFor(
  file: File,
  replaceExisting: boolean,
): Promise<ImportRequestBody | FileProblem> {
  const text = await file.text();
  // SPEC section 5: a .csv file goes as raw text; anything else must be JSON with a faqs list.
  if (extensionOf(file.name).toLowerCase() === 'csv') return { csvData: text, replaceExisting };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const ext = (extensionOf(file.name) || 'json').toUpperCase();
    return { title: `Invalid ${ext} file`, description: CHECK_FORMAT };
  }
  const faqs = (parsed as { faqs?: unknown } | null)?.faqs;
  if (!Array.isArray(faqs)) {
    return { title: 'Invalid JSON format', description: "JSON file must contain a 'faqs' array" };
  }
  return { faqs, replaceExisting };
}

/** Reads the chosen file, sends it with `send`, and says what to tell the administrator. */
export async function importFaqFile(
  file: File | null | undefined,
  replaceExisting: boolean,
  send: (body: ImportRequestBody) => Promise<Pick<ImportResult, 'message'>>,
): Promise<ImportOutcome> {
  if (!file) {
    return { ok: false, title: 'No file selected', description: 'Please select a file to import' };
  }
  const body = await bodyFor(file, replaceExisting);
  if ('title' in body) return { ok: false, ...body };
  try {
    const { message } = await send(body);
    return { ok: true, message };
  } catch (error) {
    const description = (error instanceof Error && error.message) || CHECK_FORMAT;
    return { ok: false, title: 'Failed to import FAQs', description };
  }
}

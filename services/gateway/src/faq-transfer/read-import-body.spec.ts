import 'reflect-metadata';
import { IMPORT_PART_MAX_LENGTH, IMPORT_PART_MAX_ROWS, ImportRow, LIMITS } from '@caddie/contracts';
import { Readable } from 'node:stream';
import { ImportPart } from './import-parts';
import { readImportBody } from './read-import-body';

/** The body as a stream of small chunks, so tokens, escapes and characters straddle them. */
function bodyOf(body: string | Buffer, chunkSize = 7919): Readable {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize)
    chunks.push(bytes.subarray(at, at + chunkSize));
  return Readable.from(chunks);
}

async function read(body: string | Buffer, chunkSize?: number) {
  const reading = readImportBody(bodyOf(body, chunkSize));
  const parts: ImportPart[] = [];
  for (;;) {
    const next = await reading.next();
    if (next.done) return { parts, summary: next.value };
    parts.push(next.value);
  }
}

const rowsOf = (parts: ImportPart[]): ImportRow[] => parts.flatMap((part) => part.rows);

async function refusal(body: string | Buffer): Promise<string> {
  const error = await read(body).then(
    () => undefined,
    (failure: { getResponse?: () => { message: string }; message: string }) =>
      failure.getResponse?.().message ?? failure.message,
  );
  if (error === undefined) throw new Error('the body was accepted');
  return error;
}

/** Bodies too long to name a test by. */
const DEEP: Record<string, string> = {
  '{"faqs": 40 lists deep}': `{"faqs":${'['.repeat(40)}${']'.repeat(40)}}`,
  '{"faqs": 1,000,000 lists deep, unclosed}': `{"faqs":${'['.repeat(1_000_000)}`,
  '{"faqs":[a number of 1,000,000 digits]}': `{"faqs":[${'1'.repeat(1_000_000)}]}`,
};

describe('readImportBody', () => {
  it('reads csvData into rows numbered by place and line, in parts of whole rows', async () => {
    const record = 'Q "⛳"?,"A, with ""quotes""\nand lines 🏌️ \\ done"\n';
    const csvData = `question,answer\n${record.repeat(60_000)}`;
    const { parts, summary } = await read(JSON.stringify({ csvData, replaceExisting: true }));
    expect(summary).toEqual({ format: 'csv', replaceExisting: true });
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(part.rows.length).toBeLessThanOrEqual(IMPORT_PART_MAX_ROWS);
    const rows = rowsOf(parts);
    expect(rows).toHaveLength(60_000);
    rows.forEach((row, i) => {
      expect(row).toEqual({
        row: i + 1,
        line: 2 + 2 * i, // each record takes two lines
        item: { question: 'Q "⛳"?', answer: 'A, with "quotes"\nand lines 🏌️ \\ done' },
      });
    });
  });

  it('reads CSV with \r\n or lone \r line breaks across parts', async () => {
    for (const lineBreak of ['\r\n', '\r']) {
      const csvData =
        `question,answer${lineBreak}` + `Q?,"A${lineBreak}A"${lineBreak}`.repeat(200_000);
      const { parts } = await read(JSON.stringify({ csvData }));
      expect(parts.length).toBeGreaterThan(1);
      const rows = rowsOf(parts);
      expect(rows).toHaveLength(200_000);
      expect(rows.at(-1)).toEqual({
        row: 200_000,
        line: 400_000,
        item: { question: 'Q?', answer: `A${lineBreak}A` },
      });
    }
  });

  it('refuses a CSV that cannot be read once the body is read: a problem with the body comes first', async () => {
    const broken = 'question,answer\nQ1?,A1\n"Q2"?,A2\n';
    expect(await refusal(JSON.stringify({ csvData: broken }))).toBe(
      'The CSV could not be read at line 3: a quoted field goes on after its closing quote. A field holding commas, quotes or line breaks must be in double quotes, with quotes inside it doubled.',
    );
    expect(await refusal(JSON.stringify({ csvData: broken, colour: 'red' }))).toBe(
      'colour is not a field this request takes. Remove it.',
    );
    expect(await refusal(JSON.stringify({ csvData: 'q,a\nQ?,A\n' }))).toContain(
      'The CSV header must name the columns question and answer (missing: question, answer).',
    );
  });

  it('refuses a record longer than a part, naming the line it starts on', async () => {
    const unclosed = `question,answer\nQ1?,A1\n"Q2?,A2\n${'x'.repeat(IMPORT_PART_MAX_LENGTH)}\nQ3?,A3\n`;
    expect(await refusal(JSON.stringify({ csvData: unclosed }))).toContain(
      'the row starting on line 3 is longer than any FAQ can be',
    );
    const noLineBreak = 'question,answer,'.repeat(IMPORT_PART_MAX_LENGTH / 8);
    const longHeader = `${noLineBreak}\nQ,A\n`;
    for (const csvData of [noLineBreak, longHeader]) {
      expect(await refusal(JSON.stringify({ csvData }))).toContain('the row starting on line 1');
    }
  });

  it('sends the FAQs of a JSON list in order, numbered by place, in parts', async () => {
    const faqs = Array.from({ length: 4000 }, (_, i) => ({
      id: i + 1,
      question: `Q${i} "quoted" \\ é 🏌️?`,
      answer: 'A\n\t'.repeat(150),
      phrasings: [`P${i}`, 'second'],
      isActive: i % 2 === 0,
      createdAt: null,
      score: -1.5e3,
    }));
    const { parts, summary } = await read(JSON.stringify({ faqs }));
    expect(summary).toEqual({ format: 'json', replaceExisting: undefined });
    expect(parts.length).toBeGreaterThan(1);
    // A part is cut by the characters of the file it holds, escapes aside.
    for (const part of parts)
      expect(JSON.stringify(part).length).toBeLessThan(2 * IMPORT_PART_MAX_LENGTH);
    expect(rowsOf(parts)).toEqual(faqs.map((item, i) => ({ row: i + 1, item })));
  });

  it('passes rows that are not FAQs on as they are, for the faq service to name', async () => {
    const faqs = [null, 1, 'row', true, [], [[1, { a: [] }]], {}];
    const { parts } = await read(JSON.stringify({ replaceExisting: false, faqs }));
    expect(rowsOf(parts).map(({ item }) => item)).toEqual(faqs);
  });

  it('sends a file without FAQs as one empty part, for the faq service to refuse with its message', async () => {
    expect((await read('{"faqs":[]}')).parts).toEqual([{ rows: [] }]);
    expect((await read('{"csvData":"question,answer"}')).parts).toEqual([{ rows: [] }]);
  });

  it('refuses an empty CSV for its header', async () => {
    expect(await refusal('{"csvData":""}')).toContain('missing: question, answer');
  });

  it.each([
    ['[]', 'Send either faqs'],
    ['"text"', 'Send either faqs'],
    ['{}', 'Send either faqs'],
    ['{"replaceExisting":true}', 'Send either faqs'],
    ['{"faqs":[],"csvData":"question,answer"}', 'Send either faqs'],
    ['{"faqs":{"question":"Q?"}}', 'Send either faqs'],
    ['{"csvData":42}', 'Send either faqs'],
    ['{"faqs":[],"replaceExisting":"yes"}', 'replaceExisting must be true or false.'],
    ['{"faqs":[],"colour":"red"}', 'colour is not a field this request takes. Remove it.'],
    ['{"faqs":[],"faqs":[]}', 'faqs appears twice. Send it once.'],
    ['{"faqs":[{"question":"Q?","__proto__":{}}]}', '__proto__ is not a field'],
    ['{"faqs":[{"constructor":{"prototype":{}}}]}', 'constructor is not a field'],
    ['{"faqs": 40 lists deep}', 'nested more than 32 levels'],
    ['{"faqs": 1,000,000 lists deep, unclosed}', 'nested more than 32 levels'],
    ['{"faqs":[{"question":"Lone \\ud800 high?"}]}', 'lone UTF-16 surrogate'],
    ['{"csvData":"Lone \\udfff low"}', 'lone UTF-16 surrogate'],
    ['{"faqs":[{"\\ud800":1}]}', 'broken field name'],
    ['{"csvData":"question,answer\\nQ\\u0000?,A."}', 'must not contain the NUL character'],
    ['{"faqs":[a number of 1,000,000 digits]}', 'longer than 100 characters'],
    ['{"faqs":[1,}', 'not valid JSON'],
    ['{"faqs":[]} {"faqs":[]}', 'not valid JSON'],
    ['{"csvData":"raw\nnewline"}', 'not valid JSON'],
    ['', 'not valid JSON'],
  ])('refuses %s', async (name, message) => {
    expect(await refusal(DEEP[name] ?? name)).toContain(message);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const body = Buffer.concat([
      Buffer.from('{"csvData":"bad '),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('"}'),
    ]);
    expect(await refusal(body)).toContain('not valid UTF-8');
  });

  it('refuses a row longer than any FAQ before holding all of it', async () => {
    const body = `{"faqs":[{"question":"Q?","answer":"${'x'.repeat(10 * 2 ** 20)}"}]}`;
    expect(await refusal(body)).toContain('faqs row 1 is longer than any FAQ can be');
  });

  it('refuses a body over the import limit, even without a Content-Length', async () => {
    const lines = `${'x'.repeat(1000)}\\n`.repeat(Math.ceil(LIMITS.IMPORT_BODY_MAX_BYTES / 1002));
    const body = Buffer.from(`{"csvData":"${lines}"}`);
    const error = await read(body, 2 ** 20).catch((failure: { getStatus(): number }) => failure);
    expect((error as { getStatus(): number }).getStatus()).toBe(413);
  });

  it('stops, without hanging, when the client goes away mid-body', async () => {
    const body = new Readable({ read() {} });
    body.push('{"csvData":"question,answer\\nQ?,');
    const reading = readImportBody(body).next();
    setTimeout(() => body.destroy(new Error('aborted')), 10);
    await expect(reading).rejects.toThrow();
  });

  it('refuses a body that closes before its end, asking for the file again', async () => {
    const body = new Readable({ read() {} });
    body.push('{"csvData":"question,answer\\nQ?,');
    const reading = readImportBody(body).next();
    setTimeout(() => body.destroy(), 10);
    await expect(reading).rejects.toMatchObject({
      message: expect.stringContaining('ended before the import was complete') as unknown,
    });
  });

  it('reads a refused body to its end, so the client is still there to read the refusal', async () => {
    const body = bodyOf(`{"colour":"red","csvData":"${'x'.repeat(100_000)}"}`, 1000);
    await expect(readImportBody(body).next()).rejects.toThrow();
    expect(body.readableEnded).toBe(true);
  });
});

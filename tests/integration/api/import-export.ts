import { ApiClient } from '../../support/http-client';
import { ApiContext } from './context';

type Faq = {
  id: number;
  question: string;
  answer: string;
  isActive: boolean;
  phrasings: string[];
  createdAt: string;
  updatedAt: string;
};

const today = () => new Date().toISOString().slice(0, 10);
const fields = (faqs: Faq[]) =>
  faqs.map(({ question, answer, isActive, phrasings }) => ({
    question,
    answer,
    isActive,
    phrasings,
  }));

async function list(admin: ApiClient): Promise<Faq[]> {
  return (await admin.get('/api/faqs')).json;
}

export function importExport(ctx: () => ApiContext): void {
  describe('import and export', () => {
    it('adds a JSON list alongside the existing FAQs and says how many', async () => {
      const admin = await ctx().admin();
      const before = (await list(admin)).length;
      const response = await admin.post('/api/faqs/import', {
        faqs: [
          { question: 'Do you restring?', answer: 'No, we regrip.' },
          { question: 'Is parking free?', answer: 'Yes.', isActive: false },
        ],
      });
      expect(response.status).toBe(200);
      expect(response.json.message).toMatch(/Imported 2 FAQs/);
      expect(response.json.imported).toBe(2);
      const after = await list(admin);
      expect(after).toHaveLength(before + 2);
      expect(after.find((faq) => faq.question === 'Is parking free?')?.isActive).toBe(false);
    });

    it('reads CSV with a BOM, quoted commas, doubled quotes and line breaks, in replace mode', async () => {
      const admin = await ctx().admin();
      const csv =
        '\uFEFFQuestion,Answer,isActive\r\n' +
        '"Do you price match, even online?","Yes — we match ""authorised"" sellers.",true\r\n' +
        '"Hours?","Mon-Fri 9-6\nSat 9-5",no\r\n';
      const response = await admin.post('/api/faqs/import', {
        csvData: csv,
        replaceExisting: true,
      });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ imported: 2 });
      expect(fields(await list(admin))).toEqual([
        {
          question: 'Do you price match, even online?',
          answer: 'Yes — we match "authorised" sellers.',
          isActive: true,
          phrasings: [],
        },
        { question: 'Hours?', answer: 'Mon-Fri 9-6\nSat 9-5', isActive: false, phrasings: [] },
      ]);
    });

    it('exports JSON with every field as a dated download, and a replace-import of it gives the same FAQs', async () => {
      const admin = await ctx().admin();
      await admin.post('/api/faqs/import', {
        replaceExisting: true,
        faqs: [
          { question: 'Q1 "quoted", with comma?', answer: 'A1\nline two' },
          { question: 'Q2?', answer: '=1+1 stays text', isActive: false },
          { question: 'Q3 émoji ⛳?', answer: 'مرحبا \u200b zero-width' },
        ],
      });
      const original = await list(admin);
      const exported = await admin.get('/api/faqs/export?format=json');
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toMatch(/^application\/json/);
      expect(exported.headers.get('content-disposition')).toBe(
        `attachment; filename="faqs-export-${today()}.json"`,
      );
      expect(exported.json.faqs).toEqual(original);

      await admin.post('/api/faqs', { question: 'Added after the backup?', answer: 'Yes.' });
      const restored = await admin.post('/api/faqs/import', {
        faqs: exported.json.faqs,
        replaceExisting: true,
      });
      expect(restored.status).toBe(200);
      expect(await list(admin)).toEqual(original);
      // New FAQs after a restore get fresh ids above the restored ones.
      const next = await admin.post('/api/faqs', { question: 'After restore?', answer: 'Yes.' });
      expect(next.json.id).toBeGreaterThan(Math.max(...original.map((faq) => faq.id)));
    });

    it('exports CSV for spreadsheets, with formula cells neutralised, and imports it back', async () => {
      const admin = await ctx().admin();
      await admin.post('/api/faqs/import', {
        replaceExisting: true,
        faqs: [
          {
            question: '=HYPERLINK("http://evil")',
            answer: 'Plain, "quoted"\nanswer',
            phrasings: ['=1+1?', 'A second, "quoted" way'],
          },
        ],
      });
      const exported = await admin.get('/api/faqs/export?format=csv');
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(exported.headers.get('content-disposition')).toBe(
        `attachment; filename="faqs-export-${today()}.csv"`,
      );
      expect(exported.text.split('\n')[0]).toBe(
        'id,question,answer,isActive,createdAt,updatedAt,phrasings',
      );
      expect(exported.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
      const reimported = await admin.post('/api/faqs/import', {
        csvData: exported.text,
        replaceExisting: true,
      });
      expect(reimported.status).toBe(200);
      expect(fields(await list(admin))).toEqual([
        {
          question: '=HYPERLINK("http://evil")',
          answer: 'Plain, "quoted"\nanswer',
          isActive: true,
          phrasings: ['=1+1?', 'A second, "quoted" way'],
        },
      ]);
    });

    it('refuses an import row without an answer, naming the row, and writes nothing', async () => {
      const admin = await ctx().admin();
      const before = await list(admin);
      const json = await admin.post('/api/faqs/import', {
        replaceExisting: true,
        faqs: [{ question: 'Fine?', answer: 'Yes.' }, { question: 'No answer?' }],
      });
      expect(json.status).toBe(400);
      expect(json.json.message).toMatch(/Row 2: answer must be text\. Write the answer/);
      const csv = await admin.post('/api/faqs/import', {
        replaceExisting: true,
        csvData: 'question,answer\nFine?,Yes.\nBlank?,   \n',
      });
      expect(csv.status).toBe(400);
      expect(csv.json.message).toMatch(/Row 2 \(line 3\): answer must not be blank/);
      expect(await list(admin)).toEqual(before);
    });

    it('names the row and line of a problem in a later part of a large CSV, and writes nothing', async () => {
      const admin = await ctx().admin();
      const before = await list(admin);
      const answer = 'A steady, ordinary answer. '.repeat(4);
      const rows = Array.from({ length: 30_000 }, (_, i) => `Question ${i + 1}?,"${answer}"`);
      rows[0] = 'Question 1?,"An answer\non two lines"'; // every line after it moves down one
      rows[24_999] = 'Question 25000?,"  "';
      const csvData = `question,answer\n${rows.join('\n')}\n`;
      expect(csvData.length).toBeGreaterThan(3 * 2 ** 20); // several parts
      const blank = await admin.post('/api/faqs/import', { csvData, replaceExisting: true });
      expect(blank.status).toBe(400);
      expect(blank.json.message).toMatch(/^Row 25000 \(line 25002\): answer must not be blank/);

      rows[24_999] = '"Question 25000?,unclosed';
      rows[9] = 'Question 10?,"  "'; // a row's problem is not named beside a CSV that cannot be read
      const unclosed = await admin.post('/api/faqs/import', {
        csvData: `question,answer\n${rows.join('\n')}\n`,
      });
      expect(unclosed.status).toBe(400);
      // The stray quote pairs with the next row's opening one: the line is where it went wrong.
      expect(unclosed.json.message).toMatch(/^The CSV could not be read at line 25002: a quoted/);
      expect(await list(admin)).toEqual(before);
    });

    it('refuses a JSON restore whose ids repeat, naming the repeating row parts apart', async () => {
      const admin = await ctx().admin();
      const before = await list(admin);
      const faqs = Array.from({ length: 12_000 }, (_, i) => ({
        id: i + 1,
        question: `Restored question ${i + 1}?`,
        answer: 'A restored answer, long enough to fill parts. '.repeat(3),
      }));
      faqs[11_000].id = 17;
      const response = await admin.post('/api/faqs/import', { faqs, replaceExisting: true });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/^Row 11001: id 17 appears twice/);
      expect(await list(admin)).toEqual(before);
    });

    it('refuses CSV without a question/answer header', async () => {
      const admin = await ctx().admin();
      const response = await admin.post('/api/faqs/import', { csvData: 'q,a\nHi?,Hello.\n' });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/header must name the columns question and answer/);
    });

    it('leaves every old FAQ in place when a replace-import fails on row 9,000', async () => {
      const admin = await ctx().admin();
      const before = await list(admin);
      const faqs = Array.from({ length: 10_000 }, (_, i) => ({
        question: `Bulk question ${i}?`,
        answer: `Bulk answer ${i}.`,
      }));
      faqs[8999] = { question: 'Broken row?', answer: ' ' };
      const response = await admin.post('/api/faqs/import', { faqs, replaceExisting: true });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/Row 9000: answer/);
      expect(await list(admin)).toEqual(before);
    });

    it('refuses an export format other than json or csv', async () => {
      const admin = await ctx().admin();
      const response = await admin.get('/api/faqs/export?format=xml');
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/format must be json or csv/);
    });
  });
}

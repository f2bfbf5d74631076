import 'reflect-metadata';
import { ExportFormat, Faq, ImportRow } from '@caddie/contracts';
import { CsvRows } from './csv-rows';
import { exportFile } from './export-file';

const EXPORTED_AT = '2024-05-01T12:00:00.000Z';
const PAGE = 1000;

function faq(id: number, fields: Partial<Faq> = {}): Faq {
  return {
    id,
    question: `Question ${id}?`,
    answer: `Answer ${id}.`,
    phrasings: [],
    isActive: id % 2 === 1,
    createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, id)).toISOString(),
    updatedAt: new Date(Date.UTC(2024, 1, 1, 0, 0, id)).toISOString(),
    ...fields,
  };
}

function faqs(firstId: number, count: number): Faq[] {
  return Array.from({ length: count }, (_, i) => faq(firstId + i));
}

/** The file's texts, page by page, then its end. */
function written(format: ExportFormat, ...pages: Faq[][]): string[] {
  const file = exportFile(format, EXPORTED_AT);
  return [...pages.map((page) => file.page(page)), file.end()];
}

const whole = (format: ExportFormat, ...pages: Faq[][]) => written(format, ...pages).join('');

describe('exportFile', () => {
  it('writes JSON as the export always has, an FAQ a line', () => {
    expect(whole('json', [faq(1)], [faq(2, { phrasings: ['Other?'] })])).toBe(
      `{\n  "exportedAt": "${EXPORTED_AT}",\n  "faqs": [\n` +
        '    {"id":1,"question":"Question 1?","answer":"Answer 1.","phrasings":[],"isActive":true,"createdAt":"2024-01-01T00:00:01.000Z","updatedAt":"2024-02-01T00:00:01.000Z"},\n' +
        '    {"id":2,"question":"Question 2?","answer":"Answer 2.","phrasings":["Other?"],"isActive":false,"createdAt":"2024-01-01T00:00:02.000Z","updatedAt":"2024-02-01T00:00:02.000Z"}\n' +
        '  ]\n}\n',
    );
  });

  it('gives one JSON document across pages, with every FAQ in order', () => {
    const texts = written('json', faqs(1, PAGE), faqs(PAGE + 1, 3));
    expect(texts[0].startsWith('{')).toBe(true);
    expect(texts[1].startsWith(',')).toBe(true);
    const parsed = JSON.parse(texts.join(''));
    expect(Object.keys(parsed)).toEqual(['exportedAt', 'faqs']);
    expect(parsed.exportedAt).toBe(EXPORTED_AT);
    expect(parsed.faqs.map((exported: Faq) => exported.id)).toEqual(
      Array.from({ length: PAGE + 3 }, (_, i) => i + 1),
    );
  });

  it('closes the JSON document when the last page is empty', () => {
    const parsed = JSON.parse(whole('json', faqs(1, PAGE), []));
    expect(parsed.faqs).toHaveLength(PAGE);
  });

  it('exports an empty table as an empty faqs list', () => {
    expect(whole('json', [])).toBe(`{\n  "exportedAt": "${EXPORTED_AT}",\n  "faqs": [\n  ]\n}\n`);
    expect(JSON.parse(whole('json'))).toEqual({ exportedAt: EXPORTED_AT, faqs: [] });
  });

  it('puts the CSV header on the first page only, each page ending its last record', () => {
    const [first, second, end] = written('csv', faqs(1, PAGE), faqs(PAGE + 1, 2));
    const firstLines = first.split('\n');
    expect(firstLines[0]).toBe('id,question,answer,isActive,createdAt,updatedAt,phrasings');
    expect(firstLines[1]).toBe(
      '1,Question 1?,Answer 1.,true,2024-01-01T00:00:01.000Z,2024-02-01T00:00:01.000Z,',
    );
    expect(firstLines).toHaveLength(PAGE + 2);
    expect(firstLines.at(-1)).toBe('');
    expect(second).toBe(
      `${PAGE + 1},Question ${PAGE + 1}?,Answer ${PAGE + 1}.,true,2024-01-01T00:16:41.000Z,2024-02-01T00:16:41.000Z,\n` +
        `${PAGE + 2},Question ${PAGE + 2}?,Answer ${PAGE + 2}.,false,2024-01-01T00:16:42.000Z,2024-02-01T00:16:42.000Z,\n`,
    );
    expect(end).toBe('');
  });

  it('exports an empty table as CSV of the header alone', () => {
    expect(whole('csv', [])).toBe('id,question,answer,isActive,createdAt,updatedAt,phrasings\n');
  });

  it('prefixes CSV cells that a spreadsheet would run as formulas with an apostrophe', () => {
    const text = whole('csv', [faq(1, { question: '=HYPERLINK("x")', answer: '@SUM(A1)' })]);
    expect(text.split('\n')[1]).toMatch(/^1,"'=HYPERLINK\(""x""\)",'@SUM\(A1\),true,/);
  });

  it('puts the phrasings in one CSV cell, a line each, guarded like any cell', () => {
    const text = whole('csv', [faq(1, { phrasings: ['=1+1 is it free?', 'Second way to ask?'] })]);
    expect(text).toContain(`,"'=1+1 is it free?\nSecond way to ask?"\n`);
  });

  it('quotes CSV cells holding commas, quotes and line breaks', () => {
    expect(whole('csv', [faq(1, { answer: 'Yes, "always"\nreally' })])).toContain(
      '"Yes, ""always""\nreally"',
    );
    expect(whole('csv', [faq(1, { answer: 'One\rline?' })])).toContain(',"One\rline?",');
  });

  it('quotes cells that start or end with a space or hold a byte order mark, as papaparse did', () => {
    const text = whole('csv', [
      faq(1, { question: ' Leading?', answer: 'Trailing ', phrasings: ['\uFEFFmarked'] }),
    ]);
    expect(text.split('\n')[1]).toBe(
      '1," Leading?","Trailing ",true,2024-01-01T00:00:01.000Z,2024-02-01T00:00:01.000Z,"\uFEFFmarked"',
    );
  });

  it('writes CSV that the import reads back to the same texts', () => {
    const awkward = {
      question: ' Leading space, "quotes"?',
      answer: 'Two\r\nlines; =not a formula',
      phrasings: ['Other way?', '+1 way?'],
    };
    const rows: ImportRow[] = [];
    const csv = new CsvRows((row) => rows.push(row));
    csv.write(whole('csv', [faq(1, awkward), faq(2, { question: '@Q?', isActive: false })]));
    csv.end();
    expect(rows.map((row) => row.item)).toEqual([
      { ...awkward, isActive: true },
      { question: '@Q?', answer: 'Answer 2.', phrasings: [], isActive: false },
    ]);
  });
});

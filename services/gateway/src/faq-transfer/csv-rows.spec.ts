import 'reflect-metadata';
import { ImportRow } from '@caddie/contracts';
import { parse } from 'papaparse';
import { CsvProblem, CsvRows } from './csv-rows';

/** The rows of a whole CSV file, its text given in pieces of `size` characters. */
function readCsv(file: string, size = file.length || 1): ImportRow[] {
  const rows: ImportRow[] = [];
  const csv = new CsvRows((row) => rows.push(row));
  for (let at = 0; at < file.length; at += size) csv.write(file.slice(at, at + size));
  csv.end();
  return rows;
}

const itemsOf = (rows: ImportRow[]) => rows.map(({ item }) => item as Record<string, unknown>);

function problemOf(file: string): string {
  try {
    readCsv(file);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvProblem);
    return (error as CsvProblem).message;
  }
  throw new Error('expected the CSV to be refused');
}

describe('CsvRows', () => {
  it('reads question and answer columns in any case and order', () => {
    expect(readCsv('ANSWER, Question \nThirty days.,How long do returns take?\n')).toEqual([
      { item: { question: 'How long do returns take?', answer: 'Thirty days.' }, row: 1, line: 2 },
    ]);
  });

  it('skips a UTF-8 byte order mark before the header', () => {
    expect(itemsOf(readCsv('\uFEFFquestion,answer\nQ,A\n'))).toEqual([
      { question: 'Q', answer: 'A' },
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const rows = readCsv('question,answer\n"Clubs, balls?","Say ""hello""\nthen leave"\n');
    expect(itemsOf(rows)).toEqual([
      { question: 'Clubs, balls?', answer: 'Say "hello"\nthen leave' },
    ]);
  });

  it('reads \\r\\n and lone \\r line breaks', () => {
    for (const lineBreak of ['\r\n', '\r']) {
      const rows = readCsv(`question,answer${lineBreak}Q1,A1${lineBreak}Q2,A2`);
      expect(rows.map(({ item, line }) => [(item as { question: string }).question, line])).toEqual(
        [
          ['Q1', 2],
          ['Q2', 3],
        ],
      );
    }
  });

  it('reads a phrasings column as one phrasing per line, and none without it', () => {
    const rows = itemsOf(
      readCsv('question,answer,phrasings\nQ,A,"\'=first way\r\nsecond way\n\n"\nQ2,A2,\n'),
    );
    expect(rows[0].phrasings).toEqual(['=first way', 'second way']);
    expect(rows[1].phrasings).toEqual([]);
    expect(itemsOf(readCsv('question,answer\nQ,A\n'))[0]).not.toHaveProperty('phrasings');
  });

  it('ignores columns other than question, answer, isActive and phrasings', () => {
    const rows = readCsv('id,question,answer,createdAt,__proto__\n7,Q,A,2024-01-01,{}\n');
    expect(itemsOf(rows)).toEqual([{ question: 'Q', answer: 'A' }]);
  });

  it('takes the apostrophe of a neutralised formula off again', () => {
    const rows = readCsv("question,answer\n'=SUM(A1),'+1 800 555\n");
    expect(itemsOf(rows)).toEqual([{ question: '=SUM(A1)', answer: '+1 800 555' }]);
  });

  it.each([
    ['yes', true],
    ['TRUE', true],
    ['1', true],
    [' y ', true],
    ['no', false],
    ['False', false],
    ['0', false],
    ['inactive', false],
  ])('reads isActive "%s" as %s', (word, expected) => {
    expect(itemsOf(readCsv(`question,answer,isActive\nQ,A,${word}\n`))[0].isActive).toBe(expected);
  });

  it('leaves isActive unset when the cell is blank or the column is absent', () => {
    expect(itemsOf(readCsv('question,answer,isActive\nQ,A,\n'))[0]).not.toHaveProperty('isActive');
    expect(itemsOf(readCsv('question,answer\nQ,A\n'))[0]).not.toHaveProperty('isActive');
  });

  it('accepts is_active and active as the isActive column', () => {
    expect(itemsOf(readCsv('question,answer,is_active\nQ,A,no\n'))[0].isActive).toBe(false);
    expect(itemsOf(readCsv('question,answer,Active\nQ,A,no\n'))[0].isActive).toBe(false);
  });

  it('marks a row whose isActive word it does not know, for the faq service to name', () => {
    const rows = readCsv('question,answer,isActive\nQ1,A1,yes\nQ2,A2,maybe\n');
    expect(rows[0].problem).toBeUndefined();
    expect(rows[1]).toMatchObject({ row: 2, line: 3 });
    expect(rows[1].problem).toBe('isActive must be true or false (or yes/no, 1/0), not "maybe".');
  });

  it('refuses a header without a question or answer column, naming what is missing', () => {
    expect(problemOf('title,answer\nQ,A\n')).toBe(
      'The CSV header must name the columns question and answer (missing: question). Put a header row such as "question,answer,isActive" first.',
    );
  });

  it('checks the header even when the file has no rows', () => {
    expect(problemOf('q,a\n')).toMatch(/header must name the columns question and answer/);
    expect(problemOf('')).toContain('missing: question, answer');
    expect(readCsv('question,answer')).toEqual([]);
  });

  it('refuses a field with an unclosed quote, naming the line it starts on', () => {
    expect(problemOf('question,answer\nQ1,A1\n"Q2,A2\nQ3,A3\n')).toBe(
      'The CSV could not be read at line 3: a quoted field is not closed. A field holding commas, quotes or line breaks must be in double quotes, with quotes inside it doubled.',
    );
  });

  it('refuses text after the closing quote of a field', () => {
    expect(problemOf('question,answer\n"Q1"?,A1\n')).toMatch(
      /^The CSV could not be read at line 2: a quoted field goes on after its closing quote\./,
    );
  });

  it('refuses a row with more or fewer cells than the header', () => {
    expect(problemOf('question,answer\nQ,A,extra\n')).toMatch(
      /^The CSV could not be read at line 2: the row has 3 fields where the header has 2\./,
    );
    expect(problemOf('question,answer\nQ,A\nQ\n')).toMatch(/at line 3: the row has 1 fields/);
  });

  it('reads nothing after a problem', () => {
    const rows: ImportRow[] = [];
    const csv = new CsvRows((row) => rows.push(row));
    csv.write('question,answer\nQ1,A1\nQ2,A2,extra\nQ3,A3\n');
    expect(() => csv.end()).toThrow(CsvProblem);
    expect(rows.map(({ row }) => row)).toEqual([1]);
  });

  it('numbers rows from 1 after the header, skipping empty lines', () => {
    const rows = readCsv('question,answer\nQ1,A1\n\nQ2,A2\n');
    expect(rows.map(({ row, line }) => [row, line])).toEqual([
      [1, 2],
      [2, 4],
    ]);
  });

  it('gives a multi-line row the line it starts on, and the row after it its real line', () => {
    const rows = readCsv('question,answer\n"Two\nlines",A1\n\nQ2,A2\n\n');
    expect(rows.map(({ row, line }) => [row, line])).toEqual([
      [1, 2],
      [2, 5],
    ]);
  });

  it('numbers the rows after a header of several lines', () => {
    const rows = readCsv('question,answer,"two\nlines"\nQ1,A1,\nQ2,A2,\n');
    expect(rows.map(({ line }) => line)).toEqual([3, 4]);
  });

  it('reads a file of MiBs the same however its text is cut, as papaparse reads it whole', () => {
    for (const lineBreak of ['\n', '\r\n']) {
      const record = (i: number) =>
        i % 3 === 0
          ? `"Q${i}, ""quoted""?","An answer${lineBreak}on two lines ⛳"${lineBreak}`
          : `Q${i}?,A plain answer 🏌️${lineBreak}${i % 7 === 0 ? lineBreak : ''}`;
      const file = `question,answer${lineBreak}${Array.from({ length: 60_000 }, (_, i) => record(i)).join('')}`;
      expect(file.length).toBeGreaterThan(1.5 * 2 ** 20); // past the first MiB, held whole
      const whole = parse<string[]>(file, { delimiter: ',', skipEmptyLines: true }).data.slice(1);
      const expected = whole.map(([question, answer]) => ({ question, answer }));
      const lines: number[] = [];
      for (let i = 0, line = 2; i < 60_000; i += 1) {
        lines.push(line);
        line += i % 3 === 0 ? 2 : i % 7 === 0 ? 2 : 1;
      }
      for (const size of [7919, 65_536, 2 ** 20 + 1]) {
        const rows = readCsv(file, size);
        expect(itemsOf(rows)).toEqual(expected);
        expect(rows.map(({ line }) => line)).toEqual(lines);
        expect(rows.at(-1)).toMatchObject({ row: 60_000 });
      }
    }
  });
});

import 'reflect-metadata';
import { ImportPartProblem } from './import-problem';
import { CsvPart, readCsvPart } from './parse-faq-csv';

/** A whole small file as one part: its first line the header, as the gateway cuts it. */
function readCsv(file: string): CsvPart {
  const headerEnd = file.search(/\r\n|\r|\n/);
  if (headerEnd === -1) return readCsvPart(file, '');
  const breakLength = file.startsWith('\r\n', headerEnd) ? 2 : 1;
  return readCsvPart(file.slice(0, headerEnd + breakLength), file.slice(headerEnd + breakLength));
}

function problemOf(read: () => unknown): ImportPartProblem['problem'] {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportPartProblem);
    return (error as ImportPartProblem).problem;
  }
  throw new Error('expected the CSV to be refused');
}

describe('readCsvPart', () => {
  it('reads question and answer columns in any case and order', () => {
    expect(readCsv('ANSWER, Question \nThirty days.,How long do returns take?\n')).toEqual({
      rows: [
        {
          item: { question: 'How long do returns take?', answer: 'Thirty days.' },
          row: 1,
          line: 2,
        },
      ],
      lines: 1,
    });
  });

  it('skips a UTF-8 byte order mark before the header', () => {
    expect(readCsv('\uFEFFquestion,answer\nQ,A\n').rows[0].item).toEqual({
      question: 'Q',
      answer: 'A',
    });
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const { rows } = readCsv('question,answer\n"Clubs, balls?","Say ""hello""\nthen leave"\n');
    expect(rows[0].item).toEqual({ question: 'Clubs, balls?', answer: 'Say "hello"\nthen leave' });
  });

  it('reads \\r\\n and lone \\r line breaks', () => {
    for (const lineBreak of ['\r\n', '\r']) {
      const { rows, lines } = readCsv(`question,answer${lineBreak}Q1,A1${lineBreak}Q2,A2`);
      expect(rows.map(({ item, line }) => [item.question, line])).toEqual([
        ['Q1', 2],
        ['Q2', 3],
      ]);
      expect(lines).toBe(2);
    }
  });

  it('reads a phrasings column as one phrasing per line, and none without it', () => {
    const { rows } = readCsv(
      'question,answer,phrasings\nQ,A,"\'=first way\r\nsecond way\n\n"\nQ2,A2,\n',
    );
    expect(rows[0].item.phrasings).toEqual(['=first way', 'second way']);
    expect(rows[1].item.phrasings).toEqual([]);
    expect(readCsv('question,answer\nQ,A\n').rows[0].item).not.toHaveProperty('phrasings');
  });

  it('ignores columns other than question, answer, isActive and phrasings', () => {
    const { rows } = readCsv('id,question,answer,createdAt,__proto__\n7,Q,A,2024-01-01,{}\n');
    expect(rows[0].item).toEqual({ question: 'Q', answer: 'A' });
  });

  it('takes the apostrophe of a neutralised formula off again', () => {
    const { rows } = readCsv("question,answer\n'=SUM(A1),'+1 800 555\n");
    expect(rows[0].item).toEqual({ question: '=SUM(A1)', answer: '+1 800 555' });
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
    expect(readCsv(`question,answer,isActive\nQ,A,${word}\n`).rows[0].item.isActive).toBe(expected);
  });

  it('leaves isActive unset when the cell is blank or the column is absent', () => {
    expect(readCsv('question,answer,isActive\nQ,A,\n').rows[0].item).not.toHaveProperty('isActive');
    expect(readCsv('question,answer\nQ,A\n').rows[0].item).not.toHaveProperty('isActive');
  });

  it('accepts is_active and active as the isActive column', () => {
    expect(readCsv('question,answer,is_active\nQ,A,no\n').rows[0].item.isActive).toBe(false);
    expect(readCsv('question,answer,Active\nQ,A,no\n').rows[0].item.isActive).toBe(false);
  });

  it('marks a row whose isActive word it does not know, for the checks to name', () => {
    const { rows } = readCsv('question,answer,isActive\nQ1,A1,yes\nQ2,A2,maybe\n');
    expect(rows[0].problem).toBeUndefined();
    expect(rows[1]).toMatchObject({ row: 2, line: 3 });
    expect(rows[1].problem).toBe('isActive must be true or false (or yes/no, 1/0), not "maybe".');
  });

  it('refuses a header without a question or answer column, naming what is missing', () => {
    const problem = problemOf(() => readCsv('title,answer\nQ,A\n'));
    expect(problem.kind).toBe('file');
    expect(problem.text).toContain('missing: question)');
  });

  it('checks the header even when the file has no rows', () => {
    expect(problemOf(() => readCsv('q,a\n')).text).toMatch(
      /header must name the columns question and answer/,
    );
    expect(problemOf(() => readCsv('')).text).toContain('missing: question, answer');
  });

  it('refuses a field with an unclosed quote, naming the line it starts on', () => {
    expect(problemOf(() => readCsv('question,answer\nQ1,A1\n"Q2,A2\nQ3,A3\n'))).toEqual({
      kind: 'csv',
      line: 3,
      text: 'a quoted field is not closed',
    });
  });

  it('refuses text after the closing quote of a field', () => {
    expect(problemOf(() => readCsv('question,answer\n"Q1"?,A1\n'))).toEqual({
      kind: 'csv',
      line: 2,
      text: 'a quoted field goes on after its closing quote',
    });
  });

  it('refuses a row with more or fewer cells than the header', () => {
    expect(problemOf(() => readCsv('question,answer\nQ,A,extra\n'))).toEqual({
      kind: 'csv',
      line: 2,
      text: 'the row has 3 fields where the header has 2',
    });
    expect(problemOf(() => readCsv('question,answer\nQ,A\nQ\n'))).toMatchObject({ line: 3 });
  });

  it('numbers rows from 1 after the header, skipping empty lines', () => {
    const { rows, lines } = readCsv('question,answer\nQ1,A1\n\nQ2,A2\n');
    expect(rows.map(({ row, line }) => [row, line])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(lines).toBe(3);
  });

  it('gives a multi-line row the line it starts on, and the row after it its real line', () => {
    const { rows, lines } = readCsv('question,answer\n"Two\nlines",A1\n\nQ2,A2\n\n');
    expect(rows.map(({ row, line }) => [row, line])).toEqual([
      [1, 2],
      [2, 5],
    ]);
    expect(lines).toBe(5);
  });

  it('numbers a later part after its header, whatever lines the header takes', () => {
    const { rows, lines } = readCsvPart('question,answer,"two\nlines"\n', 'Q1,A1,\nQ2,A2,\n');
    expect(rows.map(({ line }) => line)).toEqual([3, 4]);
    expect(lines).toBe(2);
  });
});

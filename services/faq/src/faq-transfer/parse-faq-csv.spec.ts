import 'reflect-metadata';
import { ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { CsvFaqRow, readFaqCsv } from './parse-faq-csv';

/** The file in pieces of `size` characters, as an import's parts bring it. */
async function parseFaqCsv(text: string, size = 5): Promise<CsvFaqRow[]> {
  async function* pieces() {
    for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
  }
  const rows: CsvFaqRow[] = [];
  for await (const row of readFaqCsv(pieces())) rows.push(row);
  return rows;
}

async function importError(text: string): Promise<DomainError> {
  try {
    await parseFaqCsv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.IMPORT_INVALID);
    return error as DomainError;
  }
  throw new Error('expected parseFaqCsv to refuse the CSV');
}

describe('readFaqCsv', () => {
  it('reads question and answer columns in any case and order', async () => {
    const rows = await parseFaqCsv('ANSWER, Question \nThirty days.,How long do returns take?\n');
    expect(rows).toEqual([
      { item: { question: 'How long do returns take?', answer: 'Thirty days.' }, row: 1, line: 2 },
    ]);
  });

  it('skips a UTF-8 byte order mark before the header', async () => {
    const rows = await parseFaqCsv('\uFEFFquestion,answer\nQ,A\n');
    expect(rows[0].item).toEqual({ question: 'Q', answer: 'A' });
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', async () => {
    const rows = await parseFaqCsv(
      'question,answer\n"Clubs, balls?","Say ""hello""\nthen leave"\n',
    );
    expect(rows[0].item).toEqual({ question: 'Clubs, balls?', answer: 'Say "hello"\nthen leave' });
  });

  it('reads a phrasings column as one phrasing per line, and none without it', async () => {
    const rows = await parseFaqCsv(
      'question,answer,phrasings\nQ,A,"\'=first way\r\nsecond way\n\n"\nQ2,A2,\n',
    );
    expect(rows[0].item.phrasings).toEqual(['=first way', 'second way']);
    expect(rows[1].item.phrasings).toEqual([]);
    expect((await parseFaqCsv('question,answer\nQ,A\n'))[0].item).not.toHaveProperty('phrasings');
  });

  it('ignores columns other than question, answer, isActive and phrasings', async () => {
    const rows = await parseFaqCsv('id,question,answer,createdAt\n7,Q,A,2024-01-01\n');
    expect(rows[0].item).toEqual({ question: 'Q', answer: 'A' });
  });

  it('takes the apostrophe of a neutralised formula off again', async () => {
    const rows = await parseFaqCsv("question,answer\n'=SUM(A1),'+1 800 555\n");
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
  ])('reads isActive "%s" as %s', async (word, expected) => {
    const rows = await parseFaqCsv(`question,answer,isActive\nQ,A,${word}\n`);
    expect(rows[0].item.isActive).toBe(expected);
  });

  it('leaves isActive unset when the cell is blank or the column is absent', async () => {
    expect((await parseFaqCsv('question,answer,isActive\nQ,A,\n'))[0].item).not.toHaveProperty(
      'isActive',
    );
    expect((await parseFaqCsv('question,answer\nQ,A\n'))[0].item).not.toHaveProperty('isActive');
  });

  it('accepts is_active and active as the isActive column', async () => {
    expect((await parseFaqCsv('question,answer,is_active\nQ,A,no\n'))[0].item.isActive).toBe(false);
    expect((await parseFaqCsv('question,answer,Active\nQ,A,no\n'))[0].item.isActive).toBe(false);
  });

  it('refuses an isActive word it does not know, naming the row', async () => {
    const error = await importError('question,answer,isActive\nQ1,A1,yes\nQ2,A2,maybe\n');
    expect(error.message).toContain('Row 2: isActive must be true or false');
    expect(error.message).toContain('"maybe"');
  });

  it('refuses a header without a question or answer column, naming what is missing', async () => {
    const error = await importError('title,answer\nQ,A\n');
    expect(error.message).toContain('missing: question');
    expect(error.message).not.toContain('missing: question, answer');
  });

  it('refuses a field with an unclosed quote, naming the line', async () => {
    const error = await importError('question,answer\nQ1,A1\n"Q2,A2\n');
    expect(error.message).toMatch(/^The CSV could not be read at line \d+/);
    expect(error.message).toContain('double quotes');
  });

  it('refuses a row with more cells than the header', async () => {
    const error = await importError('question,answer\nQ,A,extra\n');
    expect(error.message).toContain('at line 2');
  });

  it('numbers rows from 1 after the header, skipping empty lines', async () => {
    const rows = await parseFaqCsv('question,answer\nQ1,A1\n\nQ2,A2\n');
    expect(rows.map(({ row }) => row)).toEqual([1, 2]);
    expect(rows[1].line).toBe(4);
  });

  it('gives the row after a multi-line field the line it is really on', async () => {
    const rows = await parseFaqCsv('question,answer\n"Two\nlines",A1\nQ2,A2\n');
    expect(rows.map(({ row }) => row)).toEqual([1, 2]);
    expect(rows[1]).toMatchObject({ row: 2, line: 4, item: { question: 'Q2' } });
  });

  it('gives a multi-line row the line it starts on', async () => {
    const rows = await parseFaqCsv('question,answer\n"Two\nlines",A1\n\nQ2,A2\n');
    expect(rows.map(({ line }) => line)).toEqual([2, 5]);
  });

  it('checks the header even when the file has no rows', async () => {
    await expect(parseFaqCsv('q,a\n')).rejects.toThrow(
      /header must name the columns question and answer/,
    );
  });

  it('passes on a failure to read the pieces as it is, not as a CSV problem', async () => {
    async function* failing() {
      yield 'question,answer\nQ1,A1\n';
      throw new Error('connection lost');
    }
    const read = async () => {
      for await (const row of readFaqCsv(failing())) void row;
    };
    await expect(read()).rejects.toThrow('connection lost');
  });
});

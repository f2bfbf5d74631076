import 'reflect-metadata';
import { ErrorCode, ImportFaqItemDto } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { CsvFaqRow } from './parse-faq-csv';
import { IdsToKeep, ImportRow, ImportRowChecks } from './validate-import-rows';

/** Checks rows as the import does, one by one, then asks whether all were valid. */
function validateImportRows(rows: ImportRow[]): ImportFaqItemDto[] {
  const checks = new ImportRowChecks();
  const items = rows.map((row) => checks.check(row));
  checks.assertAllValid();
  return items;
}

function idsToKeep(items: ImportFaqItemDto[]): boolean {
  const ids = new IdsToKeep();
  items.forEach((item) => ids.add(item));
  return ids.keep;
}

function row(n: number, item: CsvFaqRow['item'], line = n + 1): CsvFaqRow {
  return { item, row: n, line };
}

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.IMPORT_INVALID);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

function items(...ids: (number | undefined)[]): ImportFaqItemDto[] {
  return ids.map((id) => Object.assign(new ImportFaqItemDto(), { id, question: 'Q', answer: 'A' }));
}

describe('ImportRowChecks', () => {
  it('returns DTOs for valid rows', () => {
    const dtos = validateImportRows([
      row(1, { question: 'Q1', answer: 'A1', isActive: false }),
      row(2, { question: 'Q2', answer: 'A2' }),
    ]);
    expect(dtos).toHaveLength(2);
    expect(dtos[0]).toBeInstanceOf(ImportFaqItemDto);
    expect(dtos[0]).toMatchObject({ question: 'Q1', answer: 'A1', isActive: false });
  });

  it('refuses a row with a blank answer, naming its row and line', () => {
    const error = refusal(() =>
      validateImportRows([
        row(1, { question: 'Q1', answer: 'A1' }),
        row(2, { question: 'Q2', answer: '   ' }, 7),
      ]),
    );
    expect(error.message).toMatch(/^Row 2 \(line 7\): answer must not be blank\./);
    expect(error.message).toContain('Nothing was imported');
  });

  it('refuses an import row without an answer', () => {
    const error = refusal(() => validateImportRows([row(1, { question: 'Q1' })]));
    expect(error.message).toContain('Row 1 (line 2): answer');
  });

  it('reports at most five problem rows', () => {
    const rows = Array.from({ length: 8 }, (_, i) =>
      row(i + 1, { question: `Q${i + 1}`, answer: '' }),
    );
    const error = refusal(() => validateImportRows(rows));
    expect(error.message.match(/Row \d+ \(line \d+\)/g)).toEqual([
      'Row 1 (line 2)',
      'Row 2 (line 3)',
      'Row 3 (line 4)',
      'Row 4 (line 5)',
      'Row 5 (line 6)',
    ]);
  });
});

describe('IdsToKeep', () => {
  it('keeps ids when every row has one and none repeats', () => {
    expect(idsToKeep(items(3, 1, 2))).toBe(true);
  });

  it('does not keep ids when any row lacks one', () => {
    expect(idsToKeep(items(1, undefined, 3))).toBe(false);
  });

  it('does not keep ids when no row has one', () => {
    expect(idsToKeep(items(undefined, undefined))).toBe(false);
  });

  it('refuses a repeated id, naming the row of the repeat', () => {
    const error = refusal(() => idsToKeep(items(1, 2, 1)));
    expect(error.message).toContain('Row 3: id 1 appears twice');
  });
});

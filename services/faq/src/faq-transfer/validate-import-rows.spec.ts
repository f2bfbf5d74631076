import 'reflect-metadata';
import { ImportFaqItemDto } from '@caddie/contracts';
import { ImportRow, ImportRowChecks } from './validate-import-rows';

function checked(rows: ImportRow[]) {
  const checks = new ImportRowChecks();
  const items = rows.map((row) => checks.check(row));
  return { items, problems: checks.problems };
}

describe('ImportRowChecks', () => {
  it('returns DTOs for valid rows, and no problems', () => {
    const { items, problems } = checked([
      { item: { question: 'Q1', answer: 'A1', isActive: false }, row: 1, line: 2 },
      { item: { question: 'Q2', answer: 'A2' }, row: 2, line: 3 },
    ]);
    expect(items).toHaveLength(2);
    expect(items[0]).toBeInstanceOf(ImportFaqItemDto);
    expect(items[0]).toMatchObject({ question: 'Q1', answer: 'A1', isActive: false });
    expect(problems).toEqual([]);
  });

  it('names a row with a blank answer by its row and line', () => {
    const { problems } = checked([
      { item: { question: 'Q1', answer: 'A1' }, row: 1, line: 2 },
      { item: { question: 'Q2', answer: '   ' }, row: 2, line: 7 },
    ]);
    expect(problems).toEqual([
      { kind: 'row', row: 2, line: 7, text: expect.stringMatching(/^answer must not be blank\./) },
    ]);
  });

  it('names a JSON row without an answer, or one that is not an FAQ, by its row alone', () => {
    const { problems } = checked([
      { item: { question: 'Q1' }, row: 1 },
      { item: 'Q2', row: 2 },
    ]);
    expect(problems).toEqual([
      { kind: 'row', row: 1, line: undefined, text: expect.stringMatching(/^answer/) },
      { kind: 'row', row: 2, line: undefined, text: 'is not an FAQ object.' },
    ]);
  });

  it('passes on what reading the row found, without checking it further', () => {
    const { problems } = checked([
      { item: { question: 'Q', answer: 'A' }, row: 4, line: 5, problem: 'isActive must be...' },
    ]);
    expect(problems).toEqual([{ kind: 'row', row: 4, line: 5, text: 'isActive must be...' }]);
  });

  it('keeps at most five problem rows', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({
      item: { question: `Q${i + 1}`, answer: '' },
      row: i + 1,
    }));
    expect(checked(rows).problems).toHaveLength(5);
    expect(checked(rows).problems.at(-1)).toMatchObject({ row: 5 });
  });
});

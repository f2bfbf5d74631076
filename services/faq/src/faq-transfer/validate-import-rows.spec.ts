import 'reflect-metadata';
import { ImportFaqItemDto } from '@caddie/contracts';
import { checkImportRows } from './validate-import-rows';

describe('checkImportRows', () => {
  it('returns DTOs for valid rows, and no problems', () => {
    const { items, problems } = checkImportRows([
      { item: { question: 'Q1', answer: 'A1', isActive: false }, row: 1, line: 2 },
      { item: { question: 'Q2', answer: 'A2' }, row: 2, line: 3 },
    ]);
    expect(items).toHaveLength(2);
    expect(items[0]).toBeInstanceOf(ImportFaqItemDto);
    expect(items[0]).toMatchObject({ question: 'Q1', answer: 'A1', isActive: false });
    expect(problems).toEqual([]);
  });

  it('names a row with a blank answer by its row and line in the file', () => {
    const { problems } = checkImportRows([
      { item: { question: 'Q1', answer: 'A1' }, row: 2506, line: 2608 },
      { item: { question: 'Q2', answer: '   ' }, row: 2507, line: 2609 },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^Row 2507 \(line 2609\): answer must not be blank\./),
    ]);
  });

  it('names a JSON row without an answer, or one that is not an FAQ, by its row alone', () => {
    const { problems } = checkImportRows([
      { item: { question: 'Q1' }, row: 1 },
      { item: 'Q2', row: 2 },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^Row 1: answer/),
      'Row 2: is not an FAQ object.',
    ]);
  });

  it('passes on what reading the row found, without checking it further', () => {
    const { problems } = checkImportRows([
      { item: { question: 'Q', answer: 'A' }, row: 4, line: 5, problem: 'isActive must be...' },
    ]);
    expect(problems).toEqual(['Row 4 (line 5): isActive must be...']);
  });

  it('keeps at most five problem rows', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({
      item: { question: `Q${i + 1}`, answer: '' },
      row: i + 1,
    }));
    expect(checkImportRows(rows).problems).toHaveLength(5);
    expect(checkImportRows(rows).problems.at(-1)).toMatch(/^Row 5: /);
  });

  it('says whether every row has an id', () => {
    const withIds = checkImportRows([
      { item: { id: 1, question: 'Q', answer: 'A' }, row: 1 },
      { item: { id: 2, question: 'Q2' }, row: 2 },
    ]);
    expect(withIds.allHaveIds).toBe(true);
    const withoutIds = checkImportRows([
      { item: { id: 1, question: 'Q', answer: 'A' }, row: 1 },
      { item: null, row: 2 },
    ]);
    expect(withoutIds.allHaveIds).toBe(false);
  });
});

import 'reflect-metadata';
import { ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { importPartOf } from './import-part-payload';

const IMPORT_ID = '5a0d5f0e-4f0b-4d53-9a52-0b4d1e3c1a7e';

function refusal(payload: unknown): string {
  try {
    importPartOf(payload);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.VALIDATION_FAILED);
    return (error as DomainError).message;
  }
  throw new Error('expected the part to be refused');
}

describe('importPartOf', () => {
  it('takes a part of numbered rows as it came, its rows not copied', () => {
    const rows = [
      { row: 1, line: 2, item: { question: 'Q?', answer: 'A.' } },
      { row: 2, item: 'anything: the rows are checked one by one' },
    ];
    const part = importPartOf({ importId: IMPORT_ID, seq: 0, rows });
    expect(part).toEqual({ importId: IMPORT_ID, seq: 0, rows });
    expect(part.rows).toBe(rows);
  });

  it('refuses a part by the message rules, as the validation pipe would', () => {
    expect(refusal({ importId: 'x', seq: -1, rows: [] })).toMatch(/importId must be a UUID/);
    expect(refusal({ importId: IMPORT_ID, seq: 0, rows: '[]' })).toMatch(/rows must be an array/);
    expect(refusal({ importId: IMPORT_ID, seq: 0, rows: [], text: '' })).toMatch(
      /text is not a field/,
    );
    expect(refusal(null)).toMatch(/importId/);
  });

  it('refuses rows that are not numbered', () => {
    for (const row of [null, 1, { item: {} }, { row: 0, item: {} }, { row: 1, line: '2' }]) {
      expect(refusal({ importId: IMPORT_ID, seq: 0, rows: [row] })).toMatch(/row number/);
    }
  });
});

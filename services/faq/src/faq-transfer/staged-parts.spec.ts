import 'reflect-metadata';
import { ErrorCode, LIMITS } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { StagedPart, rowsToImport } from './staged-parts';

function staged(rows: number, problems: string[] = []): StagedPart {
  return { rows, problems, allHaveIds: false };
}

function refusal(parts: StagedPart[]): string {
  try {
    rowsToImport(parts);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.IMPORT_INVALID);
    return (error as DomainError).message;
  }
  throw new Error('expected the import to be refused');
}

describe('rowsToImport', () => {
  it('counts the rows of every part', () => {
    expect(rowsToImport([staged(2500), staged(10)])).toBe(2510);
  });

  it('reports the problem rows of every part, in order', () => {
    const message = refusal([
      staged(2500),
      staged(2400, ['Row 2507 (line 2609): answer must not be blank.']),
      staged(3, ['Row 4901: is not an FAQ object.']),
    ]);
    expect(message).toBe(
      'Row 2507 (line 2609): answer must not be blank. Row 4901: is not an FAQ object. Nothing was imported; fix the file and import it again.',
    );
  });

  it('names at most five problem rows over all the parts', () => {
    const five = (from: number) => Array.from({ length: 5 }, (_, i) => `Row ${from + i}: bad.`);
    const message = refusal([staged(5, five(1)), staged(5, five(6))]);
    expect(message.match(/Row \d+/g)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
  });

  it('refuses a file without rows, and one with more than an import takes', () => {
    expect(refusal([staged(0)])).toContain('The file holds no FAQs');
    expect(refusal([staged(LIMITS.IMPORT_MAX_ROWS), staged(1)])).toContain(
      `at most ${LIMITS.IMPORT_MAX_ROWS} FAQs`,
    );
  });
});

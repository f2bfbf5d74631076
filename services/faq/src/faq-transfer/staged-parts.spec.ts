import 'reflect-metadata';
import { ErrorCode, LIMITS } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { ImportProblem } from './import-problem';
import { StagedPart, rowsBefore, rowsToImport } from './staged-parts';

function staged(rows: number, lines: number, problems: ImportProblem[] = []): StagedPart {
  return { seq: 0, rows, lines, problems, allHaveIds: false };
}

function inOrder(...parts: StagedPart[]): StagedPart[] {
  return parts.map((part, seq) => ({ ...part, seq }));
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
    expect(rowsToImport(inOrder(staged(2500, 2600), staged(10, 10)))).toBe(2510);
  });

  it('numbers problem rows within the whole file, counting the parts before them', () => {
    const message = refusal(
      inOrder(
        staged(2500, 2600),
        staged(2400, 2500, [{ kind: 'row', row: 7, line: 9, text: 'answer must not be blank.' }]),
        staged(3, 3, [{ kind: 'row', row: 1, text: 'is not an FAQ object.' }]),
      ),
    );
    expect(message).toBe(
      'Row 2507 (line 2609): answer must not be blank. Row 4901: is not an FAQ object. Nothing was imported; fix the file and import it again.',
    );
  });

  it('names at most five problem rows over all the parts', () => {
    const five = Array.from({ length: 5 }, (_, i): ImportProblem => ({
      kind: 'row',
      row: i + 1,
      text: 'answer must not be blank.',
    }));
    const message = refusal(inOrder(staged(5, 0, five), staged(5, 0, five)));
    expect(message.match(/Row \d+/g)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
  });

  it('reports a problem that stops the reading alone, at its line in the file', () => {
    const message = refusal(
      inOrder(
        staged(10, 12, [{ kind: 'row', row: 2, line: 3, text: 'answer must not be blank.' }]),
        staged(0, 0, [{ kind: 'csv', line: 5, text: 'a quoted field is not closed' }]),
      ),
    );
    expect(message).toMatch(
      /^The CSV could not be read at line 17: a quoted field is not closed\./,
    );
    expect(message).not.toContain('Row 2');
  });

  it('refuses a file without rows, and one with more than an import takes', () => {
    expect(refusal(inOrder(staged(0, 0)))).toContain('The file holds no FAQs');
    expect(refusal(inOrder(staged(LIMITS.IMPORT_MAX_ROWS, 0), staged(1, 0)))).toContain(
      `at most ${LIMITS.IMPORT_MAX_ROWS} FAQs`,
    );
  });
});

describe('rowsBefore', () => {
  it('gives each part the rows of the parts before it', () => {
    expect(rowsBefore(inOrder(staged(3, 0), staged(4, 0), staged(5, 0)))).toEqual([0, 3, 7]);
  });
});

import { ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';

/**
 * Something wrong in one part of an import, numbered within the part: the row and line that
 * the whole file gives it are known only at the commit, once the parts before it are counted.
 * - row: a row breaks a rule; the import goes on checking, to name a few more.
 * - csv: the CSV cannot be read from `line` on; nothing after it is checked.
 * - file: the file as a whole is wrong (its header, or not a list of FAQs).
 */
export type ImportProblem =
  | { kind: 'row'; row: number; line?: number; text: string }
  | { kind: 'csv'; line: number; text: string }
  | { kind: 'file'; text: string };

/** Rows and lines in the parts before a problem's own. */
export interface PartOffsets {
  rows: number;
  lines: number;
}

/** The problem as the administrator reads it, numbered within the whole file. */
export function describeProblem(problem: ImportProblem, before: PartOffsets): string {
  switch (problem.kind) {
    case 'row': {
      const row = problem.row + before.rows;
      const where =
        problem.line === undefined
          ? `Row ${row}`
          : `Row ${row} (line ${problem.line + before.lines})`;
      return `${where}: ${problem.text}`;
    }
    case 'csv':
      return `The CSV could not be read at line ${problem.line + before.lines}: ${problem.text}. A field holding commas, quotes or line breaks must be in double quotes, with quotes inside it doubled.`;
    case 'file':
      return problem.text;
  }
}

/** A problem that ends the reading of a part: thrown where it is found, kept with the part. */
export class ImportPartProblem extends Error {
  constructor(readonly problem: Exclude<ImportProblem, { kind: 'row' }>) {
    super(problem.text);
  }
}

/** The import's refusal, once the problems of its rows have been gathered. */
export function importRefused(message: string): DomainError {
  return new DomainError(ErrorCode.IMPORT_INVALID, message);
}

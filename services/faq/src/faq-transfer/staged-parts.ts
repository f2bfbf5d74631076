import { LIMITS } from '@caddie/contracts';
import { ImportProblem, describeProblem, importRefused } from './import-problem';
import { MAX_REPORTED } from './validate-import-rows';

/** What the commit knows of each part of an import, in order, from when it was staged. */
export interface StagedPart {
  seq: number;
  rows: number;
  lines: number;
  problems: ImportProblem[];
  allHaveIds: boolean;
}

/**
 * Refuses the import for what its parts found wrong, numbered within the whole file; else
 * says how many rows it holds. A problem that ended the reading of a part is reported alone,
 * as reading the file stops there; problem rows before it are reported together.
 */
export function rowsToImport(parts: StagedPart[]): number {
  const found: string[] = [];
  const before = { rows: 0, lines: 0 };
  for (const part of parts) {
    for (const problem of part.problems) {
      if (problem.kind !== 'row') throw importRefused(describeProblem(problem, before));
      if (found.length < MAX_REPORTED) found.push(describeProblem(problem, before));
    }
    before.rows += part.rows;
    before.lines += part.lines;
  }
  if (found.length > 0) {
    throw importRefused(
      `${found.join(' ')} Nothing was imported; fix the file and import it again.`,
    );
  }
  if (before.rows > LIMITS.IMPORT_MAX_ROWS) {
    throw importRefused(
      `An import takes at most ${LIMITS.IMPORT_MAX_ROWS} FAQs. Split the file and import each part.`,
    );
  }
  if (before.rows === 0) {
    throw importRefused('The file holds no FAQs. Add at least one with a question and an answer.');
  }
  return before.rows;
}

/** The rows in the parts before each part, indexed by the part's seq. */
export function rowsBefore(parts: StagedPart[]): number[] {
  const offsets: number[] = [];
  let rows = 0;
  for (const part of parts) {
    offsets[part.seq] = rows;
    rows += part.rows;
  }
  return offsets;
}

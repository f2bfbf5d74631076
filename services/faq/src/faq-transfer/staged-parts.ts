import { ErrorCode, LIMITS } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { MAX_REPORTED } from './validate-import-rows';

/** What the commit knows of each part of an import, in order, from when it was staged. */
export interface StagedPart {
  rows: number;
  /** What its rows break, each naming its row as the file numbers it. */
  problems: string[];
  allHaveIds: boolean;
}

/**
 * Refuses the import for what its rows break, the first few over all its parts; else says how
 * many rows it holds, within the limit of an import.
 */
export function rowsToImport(parts: StagedPart[]): number {
  const found = parts.flatMap((part) => part.problems).slice(0, MAX_REPORTED);
  if (found.length > 0) {
    throw importRefused(
      `${found.join(' ')} Nothing was imported; fix the file and import it again.`,
    );
  }
  const rows = parts.reduce((sum, part) => sum + part.rows, 0);
  if (rows > LIMITS.IMPORT_MAX_ROWS) {
    throw importRefused(
      `An import takes at most ${LIMITS.IMPORT_MAX_ROWS} FAQs. Split the file and import each part.`,
    );
  }
  if (rows === 0) {
    throw importRefused('The file holds no FAQs. Add at least one with a question and an answer.');
  }
  return rows;
}

/** The import's refusal, saying what is wrong with the file. */
export function importRefused(message: string): DomainError {
  return new DomainError(ErrorCode.IMPORT_INVALID, message);
}

import { ImportFaqItemDto, ImportPartMessage } from '@caddie/contracts';
import { ImportPartProblem, ImportProblem } from './import-problem';
import { readCsvPart } from './parse-faq-csv';
import { ImportRow, ImportRowChecks } from './validate-import-rows';

/** One part of an import, read and checked on its own as it arrives. */
export interface CheckedPart {
  /** The part's FAQs, in order; staged only when the part has no problem. */
  items: ImportFaqItemDto[];
  rows: number;
  /** Lines of the CSV the part covers (JSON: 0), to number the lines of the parts after it. */
  lines: number;
  /** In the order found, numbered within the part; one that ends the reading comes last. */
  problems: ImportProblem[];
  /** Whether every row has an id: a JSON replace-import restores them if all rows do. */
  allHaveIds: boolean;
}

export function checkImportPart({ format, text, header }: ImportPartMessage): CheckedPart {
  try {
    const { rows, lines } =
      format === 'csv' ? readCsvPart(header ?? '', text) : { rows: jsonRows(text), lines: 0 };
    const checks = new ImportRowChecks();
    const items = rows.map((row) => checks.check(row));
    return {
      items,
      rows: rows.length,
      lines,
      problems: checks.problems,
      allHaveIds: rows.every(({ item }) => (item as { id?: unknown } | null)?.id !== undefined),
    };
  } catch (error) {
    if (!(error instanceof ImportPartProblem)) throw error;
    return { items: [], rows: 0, lines: 0, problems: [error.problem], allHaveIds: false };
  }
}

function jsonRows(text: string): ImportRow[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    list = undefined;
  }
  if (!Array.isArray(list)) {
    throw new ImportPartProblem({
      kind: 'file',
      text: 'A part of the import is not a JSON list of FAQs. Nothing was imported; import the file again.',
    });
  }
  return list.map((item, index) => ({ item, row: index + 1 }));
}

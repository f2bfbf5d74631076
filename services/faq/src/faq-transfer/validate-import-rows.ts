import { ImportFaqItemDto, ImportRow } from '@caddie/contracts';
import { describeValidationErrors } from '@caddie/service-kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isClearlyValidItem } from './clearly-valid-item';

/** Problem rows named per import: enough to fix a file by, not a wall of text. */
export const MAX_REPORTED = 5;

/** Some rows of an import, checked. */
export interface CheckedRows {
  /** The rows' FAQs, in order; staged only when no row has a problem. */
  items: ImportFaqItemDto[];
  /** The first few problems, in order, each naming its row as the file numbers it. */
  problems: string[];
  /** Whether every row has an id: a JSON replace-import restores them if all rows do. */
  allHaveIds: boolean;
}

/**
 * Every row gets the rules of the shared ImportFaqItemDto, CSV or JSON. Checked one by one;
 * the first few problems are kept, each naming its row (and a CSV row's line), for one
 * refusal.
 */
export function checkImportRows(rows: ImportRow[]): CheckedRows {
  const problems: string[] = [];
  const report = ({ row, line }: ImportRow, text: string) => {
    if (problems.length >= MAX_REPORTED) return;
    problems.push(`${line === undefined ? `Row ${row}` : `Row ${row} (line ${line})`}: ${text}`);
  };
  const items = rows.map((row) => checkRow(row, report));
  return {
    items,
    problems,
    allHaveIds: rows.every(({ item }) => (item as { id?: unknown } | null)?.id !== undefined),
  };
}

function checkRow(
  row: ImportRow,
  report: (row: ImportRow, text: string) => void,
): ImportFaqItemDto {
  const { item, problem } = row;
  if (problem !== undefined) {
    report(row, problem);
    return item as ImportFaqItemDto;
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    report(row, 'is not an FAQ object.');
    return item as ImportFaqItemDto;
  }
  if (isClearlyValidItem(item)) return Object.assign(new ImportFaqItemDto(), item);
  const dto = plainToInstance(ImportFaqItemDto, item);
  const errors = validateSync(dto, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true, // one problem per field: the first that applies
  });
  if (errors.length > 0) report(row, describeValidationErrors(errors).join(' '));
  return dto;
}

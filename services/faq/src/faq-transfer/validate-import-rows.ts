import { ErrorCode, ImportFaqItemDto } from '@caddie/contracts';
import { DomainError, describeValidationErrors } from '@caddie/service-kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CsvFaqRow } from './parse-faq-csv';

const MAX_REPORTED = 5;

/** CSV rows get the same rules as JSON rows (the shared ImportFaqItemDto); errors name the row. */
export function validateCsvRows(rows: CsvFaqRow[]): ImportFaqItemDto[] {
  const problems: string[] = [];
  const items = rows.map(({ item, row, line }) => {
    const dto = plainToInstance(ImportFaqItemDto, item);
    const errors = validateSync(dto, { whitelist: true });
    if (errors.length > 0 && problems.length < MAX_REPORTED) {
      problems.push(`Row ${row} (line ${line}): ${describeValidationErrors(errors).join(' ')}`);
    }
    return dto;
  });
  if (problems.length > 0) {
    throw new DomainError(
      ErrorCode.IMPORT_INVALID,
      `${problems.join(' ')} Nothing was imported; fix the file and import it again.`,
    );
  }
  return items;
}

/** A replace-import restores ids only when every row has one and none repeats. */
export function idsToKeep(items: ImportFaqItemDto[]): boolean {
  if (items.some((item) => item.id === undefined)) return false;
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.id!)) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        `Row ${index + 1}: id ${item.id} appears twice. Remove the duplicate row or leave the ids out. Nothing was imported.`,
      );
    }
    seen.add(item.id!);
  });
  return true;
}

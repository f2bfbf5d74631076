import { ErrorCode, ImportFaqItemDto } from '@caddie/contracts';
import { DomainError, describeValidationErrors } from '@caddie/service-kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

const MAX_REPORTED = 5;

export interface ImportRow {
  item: unknown;
  /** 1-based row number of the data; CSV rows also say the line they start on. */
  row: number;
  line?: number;
}

/** Every row gets the rules of the shared ImportFaqItemDto, CSV or JSON; errors name the row. */
export function validateImportRows(rows: ImportRow[]): ImportFaqItemDto[] {
  const problems: string[] = [];
  const items = rows.map(({ item, row, line }) => {
    const where = line === undefined ? `Row ${row}` : `Row ${row} (line ${line})`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      if (problems.length < MAX_REPORTED) problems.push(`${where}: is not an FAQ object.`);
      return item as ImportFaqItemDto;
    }
    const dto = plainToInstance(ImportFaqItemDto, item);
    const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0 && problems.length < MAX_REPORTED) {
      problems.push(`${where}: ${describeValidationErrors(errors).join(' ')}`);
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

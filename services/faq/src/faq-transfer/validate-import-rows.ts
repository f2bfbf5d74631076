import { ImportFaqItemDto } from '@caddie/contracts';
import { describeValidationErrors } from '@caddie/service-kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isClearlyValidItem } from './clearly-valid-item';
import { ImportProblem } from './import-problem';

/** Problem rows named per import: enough to fix a file by, not a wall of text. */
export const MAX_REPORTED = 5;

export interface ImportRow {
  item: unknown;
  /** 1-based row number of the data; CSV rows also say the line they start on. */
  row: number;
  line?: number;
  /** What the reading of the row found wrong before any rule was checked. */
  problem?: string;
}

/**
 * Every row gets the rules of the shared ImportFaqItemDto, CSV or JSON. Checked one by one;
 * the first few problems are kept, each naming its row, for one refusal.
 */
export class ImportRowChecks {
  readonly problems: ImportProblem[] = [];

  check({ item, row, line, problem }: ImportRow): ImportFaqItemDto {
    if (problem !== undefined) {
      this.report(row, line, problem);
      return item as ImportFaqItemDto;
    }
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      this.report(row, line, 'is not an FAQ object.');
      return item as ImportFaqItemDto;
    }
    if (isClearlyValidItem(item)) return Object.assign(new ImportFaqItemDto(), item);
    const dto = plainToInstance(ImportFaqItemDto, item);
    const errors = validateSync(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true, // one problem per field: the first that applies
    });
    if (errors.length > 0) this.report(row, line, describeValidationErrors(errors).join(' '));
    return dto;
  }

  private report(row: number, line: number | undefined, text: string): void {
    if (this.problems.length < MAX_REPORTED) this.problems.push({ kind: 'row', row, line, text });
  }
}

import { ErrorCode, ImportFaqItemDto } from '@caddie/contracts';
import { DomainError, describeValidationErrors } from '@caddie/service-kit';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isClearlyValidItem } from './clearly-valid-item';

const MAX_REPORTED = 5;

export interface ImportRow {
  item: unknown;
  /** 1-based row number of the data; CSV rows also say the line they start on. */
  row: number;
  line?: number;
}

/**
 * Every row gets the rules of the shared ImportFaqItemDto, CSV or JSON. Checked one by one as
 * the rows stream past; the first few problems are kept, each naming its row, for one refusal.
 */
export class ImportRowChecks {
  private readonly problems: string[] = [];

  get ok(): boolean {
    return this.problems.length === 0;
  }

  check({ item, row, line }: ImportRow): ImportFaqItemDto {
    const where = line === undefined ? `Row ${row}` : `Row ${row} (line ${line})`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      this.report(`${where}: is not an FAQ object.`);
      return item as ImportFaqItemDto;
    }
    if (isClearlyValidItem(item)) return Object.assign(new ImportFaqItemDto(), item);
    const dto = plainToInstance(ImportFaqItemDto, item);
    const errors = validateSync(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true, // one problem per field: the first that applies
    });
    if (errors.length > 0) this.report(`${where}: ${describeValidationErrors(errors).join(' ')}`);
    return dto;
  }

  /** Refuses the whole import if any row had a problem. */
  assertAllValid(): void {
    if (this.problems.length > 0) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        `${this.problems.join(' ')} Nothing was imported; fix the file and import it again.`,
      );
    }
  }

  private report(problem: string): void {
    if (this.problems.length < MAX_REPORTED) this.problems.push(problem);
  }
}

/**
 * A replace-import restores ids only when every row has one and none repeats. Rows arrive as
 * they stream past; the answer comes at the end.
 */
export class IdsToKeep {
  private readonly seen = new Set<unknown>();
  private missing = false;
  private duplicate?: { row: number; id: unknown };
  private row = 0;

  add(item: unknown): void {
    this.row += 1;
    const id = (item as { id?: unknown } | null)?.id;
    if (id === undefined) this.missing = true;
    else if (this.seen.has(id)) this.duplicate ??= { row: this.row, id };
    else this.seen.add(id);
  }

  /** Whether to keep the ids; refuses ids that all rows have but that repeat. */
  get keep(): boolean {
    if (this.missing || this.row === 0) return false;
    if (this.duplicate) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        `Row ${this.duplicate.row}: id ${String(this.duplicate.id)} appears twice. Remove the duplicate row or leave the ids out. Nothing was imported.`,
      );
    }
    return true;
  }
}

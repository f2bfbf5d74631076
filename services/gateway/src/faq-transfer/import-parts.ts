import {
  IMPORT_PART_MAX_LENGTH,
  IMPORT_PART_MAX_ROWS,
  ImportPartMessage,
  ImportRow,
} from '@caddie/contracts';

/** A faq.import-part message but for the import it belongs to and its place in it. */
export type ImportPart = Omit<ImportPartMessage, 'importId' | 'seq'>;

/**
 * An import's numbered rows, cut into faq.import-part messages as they are read: at most
 * IMPORT_PART_MAX_ROWS rows to a part, read from at most IMPORT_PART_MAX_LENGTH characters of
 * the file, so that no message grows with the file. An import with no rows is still one part,
 * for the faq service to refuse with its message.
 */
export class ImportParts {
  /** A row longer than this could not fit a part (a valid FAQ is far shorter). */
  readonly maxRowLength = IMPORT_PART_MAX_LENGTH;
  private readonly ready: ImportPart[] = [];
  private rows: ImportRow[] = [];
  private length = 0;
  private cut = 0;

  /** The next row, `length` the characters of the file it was read from. */
  add(row: ImportRow, length: number): void {
    const full =
      this.rows.length === IMPORT_PART_MAX_ROWS ||
      (this.rows.length > 0 && this.length + length > IMPORT_PART_MAX_LENGTH);
    if (full) this.push();
    this.rows.push(row);
    this.length += length;
  }

  /** What is left, as the last part. */
  end(): void {
    if (this.rows.length > 0 || this.cut === 0) this.push();
  }

  /** The parts cut since the last call. */
  take(): ImportPart[] {
    return this.ready.splice(0);
  }

  private push(): void {
    this.ready.push({ rows: this.rows });
    this.rows = [];
    this.length = 0;
    this.cut += 1;
  }
}

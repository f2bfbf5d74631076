import { IMPORT_PART_MAX_LENGTH, ImportFormat } from '@caddie/contracts';

/**
 * The faq.import-part texts of one import, cut as the body arrives. CSV: consecutive slices of
 * the text, cut anywhere but inside a character (the faq service joins them before reading
 * the CSV). JSON: lists of consecutive rows, each list within the part size. An import with
 * nothing in it is still one part, for the faq service to refuse with its message.
 */
export class ImportParts {
  /** A JSON row longer than this could not fit a part (a valid FAQ is far shorter). */
  readonly maxRowLength = IMPORT_PART_MAX_LENGTH - 2;
  private readonly ready: string[] = [];
  private csv = '';
  private rows: string[] = [];
  private rowsLength = 2;
  private cut = 0;

  addCsv(text: string): void {
    this.csv += text;
    while (this.csv.length >= IMPORT_PART_MAX_LENGTH) {
      let end = IMPORT_PART_MAX_LENGTH;
      if (isHighSurrogate(this.csv.charCodeAt(end - 1))) end -= 1;
      this.push(this.csv.slice(0, end));
      this.csv = this.csv.slice(end);
    }
  }

  addRow(json: string): void {
    if (this.rows.length > 0 && this.rowsLength + json.length + 1 > IMPORT_PART_MAX_LENGTH) {
      this.push(`[${this.rows.join(',')}]`);
      this.rows = [];
      this.rowsLength = 2;
    }
    this.rows.push(json);
    this.rowsLength += json.length + 1;
  }

  /** What is left, as the last part. */
  end(format: ImportFormat): void {
    if (format === 'csv' && (this.csv.length > 0 || this.cut === 0)) this.push(this.csv);
    if (format === 'json' && (this.rows.length > 0 || this.cut === 0))
      this.push(`[${this.rows.join(',')}]`);
    this.csv = '';
    this.rows = [];
  }

  hasReady(): boolean {
    return this.ready.length > 0;
  }

  /** The parts cut since the last call. */
  take(): string[] {
    return this.ready.splice(0);
  }

  private push(part: string): void {
    this.cut += 1;
    this.ready.push(part);
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

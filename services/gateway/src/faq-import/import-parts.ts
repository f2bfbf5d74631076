import { IMPORT_PART_MAX_LENGTH, ImportFormat, ImportPartMessage } from '@caddie/contracts';
import { refusal } from '../http/json-body';
import { FirstRecord, lastRecordEnd, lineBreaks } from './csv-records';

/** A faq.import-part message but for the import it belongs to and its place in it. */
export type ImportPart = Omit<ImportPartMessage, 'importId' | 'seq'>;

/**
 * The faq.import-part messages of one import, cut as the body arrives, each of whole rows so
 * that the faq service can read and check it on arrival. CSV: whole records of the text, with
 * the header record beside each. JSON: lists of consecutive rows. Each within the part size.
 * An import with nothing in it is still one part, for the faq service to refuse with its
 * message.
 */
export class ImportParts {
  /** A JSON row longer than this could not fit a part (a valid FAQ is far shorter). */
  readonly maxRowLength = IMPORT_PART_MAX_LENGTH - 2;
  private readonly ready: ImportPart[] = [];
  private csv = '';
  private header: string | undefined;
  private readonly firstRecord = new FirstRecord();
  /** Lines of the CSV already in parts, to say where a record too long for one starts. */
  private csvLines = 0;
  private rows: string[] = [];
  private rowsLength = 2;
  private cut = 0;

  addCsv(text: string): void {
    if (this.header === undefined) {
      const found = this.firstRecord.add(text);
      const length = found ? found.record.length : this.firstRecord.length;
      if (length >= IMPORT_PART_MAX_LENGTH) throw recordTooLong(1);
      if (!found) return;
      this.header = found.record;
      this.csvLines = lineBreaks(this.header);
      text = found.rest;
    }
    this.csv += text;
    while (this.csv.length >= IMPORT_PART_MAX_LENGTH) {
      const end = lastRecordEnd(this.csv, IMPORT_PART_MAX_LENGTH);
      if (end === -1) throw recordTooLong(this.csvLines + 1);
      this.pushCsv(this.csv.slice(0, end));
      this.csv = this.csv.slice(end);
    }
  }

  addRow(json: string): void {
    if (this.rows.length > 0 && this.rowsLength + json.length + 1 > IMPORT_PART_MAX_LENGTH) {
      this.push({ format: 'json', text: `[${this.rows.join(',')}]` });
      this.rows = [];
      this.rowsLength = 2;
    }
    this.rows.push(json);
    this.rowsLength += json.length + 1;
  }

  /** What is left, as the last part. */
  end(format: ImportFormat): void {
    if (format === 'csv') {
      // No line break at all: the text is the header, with no rows after it.
      if (this.header === undefined) this.header = this.firstRecord.text();
      if (this.csv.length > 0 || this.cut === 0) this.pushCsv(this.csv);
    }
    if (format === 'json' && (this.rows.length > 0 || this.cut === 0))
      this.push({ format: 'json', text: `[${this.rows.join(',')}]` });
    this.csv = '';
    this.rows = [];
  }

  hasReady(): boolean {
    return this.ready.length > 0;
  }

  /** The parts cut since the last call. */
  take(): ImportPart[] {
    return this.ready.splice(0);
  }

  private pushCsv(text: string): void {
    this.csvLines += lineBreaks(text);
    this.push({ format: 'csv', text, header: this.header });
  }

  private push(part: ImportPart): void {
    this.cut += 1;
    this.ready.push(part);
  }
}

function recordTooLong(line: number) {
  return refusal(
    `csvData: the row starting on line ${line} is longer than any FAQ can be, so a quoted field in it is probably not closed. End each quoted field with a double quote (a quote inside a field is written twice) and import the file again.`,
  );
}

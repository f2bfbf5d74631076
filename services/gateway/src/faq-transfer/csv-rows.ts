import { IMPORT_PART_MAX_LENGTH, ImportRow } from '@caddie/contracts';
import { ParseConfig, ParseError, ParseStepResult, Parser, parse } from 'papaparse';
import { refusal } from '../http/json-body';
import { CsvColumns } from './csv-columns';

/** A CSV that cannot be imported, in the words the administrator reads. */
export class CsvProblem extends Error {}

/** Longer than any FAQ: most likely a quote left open, taking in the rest of the file. */
const MAX_RECORD_LENGTH = IMPORT_PART_MAX_LENGTH;
/** papaparse guesses the line break from a file's first MiB: it is given that much at once. */
const GUESS_LENGTH = 1 << 20;

/**
 * The rows of a CSV import as its text arrives in pieces, each numbered as the administrator
 * counts: `row` among the FAQs (empty lines are not rows), `line` where it starts in the file,
 * the header record being line 1 (a line break inside a quoted field starts a line).
 *
 * papaparse reads it (not csv-parse: it read a 100,000-row import in 0.2 s where csv-parse
 * took 1.5 s), a piece at a time, its chunk parser fed as papaparse's own streamers feed it:
 * each piece after the record the last one left unfinished. Its stream input
 * (Papa.NODE_STREAM_INPUT) would hand the rows out later, through an object stream, and
 * without where each record ends in the text; here each row is taken while the body's tokens
 * are, and a record that grows past MAX_RECORD_LENGTH (a quote left open) is refused, naming
 * its line, before more of it is held or parsed again.
 *
 * Quoting follows RFC 4180, so fields may hold commas, doubled quotes and line breaks; a UTF-8
 * BOM is skipped. What cannot be read (a quote left open or text after a closing one, a record
 * with more or fewer fields than the header, a header without question and answer) throws a
 * CsvProblem, and nothing after it is read.
 */
export class CsvRows {
  /** Text not yet read into whole records. */
  private text = '';
  /** Characters of the file before `text`. */
  private read = 0;
  private newline: ParseConfig['newline'];
  private columns: CsvColumns | undefined;
  /** The line the next record starts on. */
  private line = 1;
  private rows = 0;
  private started = false;

  /** `take` gets each row with the length of its record in the file. */
  constructor(private readonly take: (row: ImportRow, length: number) => void) {}

  write(piece: string): void {
    if (!this.started && piece !== '') {
      this.started = true;
      if (piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1);
    }
    this.text += piece;
    if (this.newline === undefined && this.text.length < GUESS_LENGTH) return;
    this.parse(false);
  }

  /** After the last piece: the last record, and a file without a header is refused. */
  end(): void {
    if (this.text !== '') this.parse(true);
    if (!this.columns) this.header([]);
  }

  private parse(last: boolean): void {
    this.newline ??= parse(this.text, { delimiter: ',', preview: 1 }).meta
      .linebreak as ParseConfig['newline'];
    const text = this.text;
    const from = this.read;
    const step = ({ data, errors, meta }: ParseStepResult<string[][]>) =>
      this.record(data[0], errors, meta.cursor);
    new Parser({ delimiter: ',', newline: this.newline, step }).parse(text, from, !last);
    this.text = text.slice(this.read - from);
    if (this.text.length > MAX_RECORD_LENGTH) throw recordTooLong(this.line);
  }

  /** A whole record, `end` being where it ends in the file. */
  private record(fields: string[], errors: ParseError[], end: number): void {
    const line = this.line;
    const length = end - this.read;
    if (length > MAX_RECORD_LENGTH) throw recordTooLong(line);
    this.read = end;
    this.line += linesOf(fields);
    if (!this.columns) {
      this.columns = this.header(fields);
      if (errors.length > 0) throw unreadable(line, quoteProblem(errors[0]));
      return;
    }
    if (errors.length > 0) throw unreadable(line, quoteProblem(errors[0]));
    if (fields.length === 1 && fields[0] === '') return; // an empty line
    if (fields.length !== this.columns.count) {
      throw unreadable(
        line,
        `the row has ${fields.length} fields where the header has ${this.columns.count}`,
      );
    }
    this.rows += 1;
    this.take({ row: this.rows, line, ...this.columns.faqOf(fields) }, length);
  }

  private header(fields: string[]): CsvColumns {
    const columns = CsvColumns.of(fields);
    if (columns instanceof CsvColumns) return columns;
    throw new CsvProblem(
      `The CSV header must name the columns question and answer (missing: ${columns.missing.join(', ')}). Put a header row such as "question,answer,isActive" first.`,
    );
  }
}

/** Lines a record takes: its own, and one more for each line break inside its fields. */
function linesOf(fields: string[]): number {
  let lines = 1;
  for (const field of fields) {
    if (!field.includes('\n') && !field.includes('\r')) continue;
    const breaks = /\r\n?|\n/g;
    while (breaks.exec(field)) lines += 1;
  }
  return lines;
}

function quoteProblem(error: ParseError): string {
  return error.code === 'InvalidQuotes'
    ? 'a quoted field goes on after its closing quote'
    : 'a quoted field is not closed';
}

function unreadable(line: number, what: string): CsvProblem {
  return new CsvProblem(
    `The CSV could not be read at line ${line}: ${what}. A field holding commas, quotes or line breaks must be in double quotes, with quotes inside it doubled.`,
  );
}

function recordTooLong(line: number) {
  return refusal(
    `csvData: the row starting on line ${line} is longer than any FAQ can be, so a quoted field in it is probably not closed. End each quoted field with a double quote (a quote inside a field is written twice) and import the file again.`,
  );
}

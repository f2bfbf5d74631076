import { ImportFormat, LIMITS } from '@caddie/contracts';
import { BODY_PROBLEMS, FORBIDDEN_KEYS, MAX_JSON_DEPTH, refusal } from '../http/json-body';
import { CsvProblem, CsvRows } from './csv-rows';
import { ImportPart, ImportParts } from './import-parts';
import { JsonToken } from './json-tokens';
import { JsonValue } from './json-value';

export interface ImportSummary {
  format: ImportFormat;
  replaceExisting?: boolean;
}

const EITHER = 'Send either faqs (a list of FAQs) or csvData (CSV text).';
const FIELDS = new Set(['faqs', 'csvData', 'replaceExisting']);

/**
 * The body of POST /api/faqs/import, read token by token as it arrives, into numbered rows in
 * parts for the faq service, which checks each row's rules: {faqs: [...]}, each row built as
 * JSON.parse would, or {csvData: "..."}, read by CsvRows as its text arrives; with
 * replaceExisting, and nothing else. It refuses what the gateway's JSON parser refuses on
 * every other route (nesting deeper than MAX_JSON_DEPTH, __proto__ / constructor / prototype
 * keys, lone UTF-16 surrogates) and what is not an import. A CSV that cannot be read is
 * refused once the whole body has been, as the faq service's refusal of its rows would be:
 * what is wrong with the body itself comes first. Nothing holds more than the parts not yet
 * taken.
 */
export class ImportBodyReader {
  private readonly parts = new ImportParts();
  private readonly csv = new CsvRows((row, length) => this.parts.add(row, length));
  private csvProblem: CsvProblem | undefined;
  private depth = 0;
  private started = false;
  private finished = false;
  private key: string | undefined;
  private readonly seen = new Set<string>();
  private field: 'csvData' | 'faqs' | undefined;
  private replaceExisting: boolean | undefined;
  /** faqs rows begun: counted to name a row; the limit on rows is the faq service's. */
  private rows = 0;
  /** A high surrogate that ended a string chunk: its low half may start the next one. */
  private pendingHigh = '';
  /** The faqs row being read. */
  private row: JsonValue | undefined;

  take(token: JsonToken): void {
    if (token.name === 'keyValue') this.checkKey(token.value);
    if (token.name === 'startObject' || token.name === 'startArray') {
      this.depth += 1;
      if (this.depth > MAX_JSON_DEPTH) throw refusal(BODY_PROBLEMS.tooDeep);
    } else if (token.name === 'endObject' || token.name === 'endArray') {
      this.depth -= 1;
    }
    if (!this.started) {
      this.started = true;
      if (token.name !== 'startObject') throw refusal(EITHER);
    } else if (this.row || (this.field === 'faqs' && this.depth >= 2)) {
      this.takeRow(token);
    } else if (this.field === 'csvData') {
      this.takeCsv(token);
    } else {
      this.takeField(token);
    }
  }

  /** The parts cut so far, each taken once. */
  takeParts(): ImportPart[] {
    return this.parts.take();
  }

  /** After the last token: the rest as parts, and what the commit needs to know. */
  finish(): ImportSummary {
    if (!this.finished) throw refusal(EITHER);
    const format = this.seen.has('csvData') ? 'csv' : 'json';
    if (format === 'csv' && !this.csvProblem) this.readCsv(() => this.csv.end());
    if (this.csvProblem) throw refusal(this.csvProblem.message);
    this.parts.end();
    return { format, replaceExisting: this.replaceExisting };
  }

  /** Top-level fields: which one, and its value or the start of it. */
  private takeField(token: JsonToken): void {
    if (token.name === 'endObject' && this.depth === 0) {
      if (!this.seen.has('faqs') && !this.seen.has('csvData')) throw refusal(EITHER);
      this.finished = true;
      return;
    }
    if (token.name === 'endArray' && this.field === 'faqs') {
      this.field = undefined;
      return;
    }
    if (token.name === 'keyValue') {
      if (!FIELDS.has(token.value)) throw refusal(BODY_PROBLEMS.notAField(token.value));
      if (this.seen.has(token.value)) throw refusal(`${token.value} appears twice. Send it once.`);
      this.seen.add(token.value);
      if (this.seen.has('faqs') && this.seen.has('csvData')) throw refusal(EITHER);
      this.key = token.value;
      return;
    }
    const key = this.key;
    this.key = undefined;
    if (key === 'replaceExisting') {
      if (token.name !== 'trueValue' && token.name !== 'falseValue')
        throw refusal('replaceExisting must be true or false.');
      this.replaceExisting = token.name === 'trueValue';
    } else if (key === 'faqs' && token.name === 'startArray') {
      this.field = 'faqs';
    } else if (key === 'csvData' && token.name === 'startString') {
      this.field = 'csvData';
    } else {
      throw refusal(EITHER);
    }
  }

  private takeCsv(token: JsonToken): void {
    if (token.name === 'stringChunk') {
      const text = this.wellFormed(token.value);
      if (text.includes('\u0000'))
        throw refusal(
          'csvData must not contain the NUL character (\\u0000). Remove it and try again.',
        );
      if (!this.csvProblem) this.readCsv(() => this.csv.write(text));
    } else if (token.name === 'endString') {
      this.endString();
      this.field = undefined;
    }
  }

  /** Once the CSV cannot be read, the rest of its text is not: the body still is. */
  private readCsv(read: () => void): void {
    try {
      read();
    } catch (error) {
      if (!(error instanceof CsvProblem)) throw error;
      this.csvProblem = error;
    }
  }

  /** A faqs row's next token; the row ends where its value does. */
  private takeRow(token: JsonToken): void {
    if (!this.row) {
      this.rows += 1;
      this.row = new JsonValue();
    }
    if (token.name === 'stringChunk') token = { ...token, value: this.wellFormed(token.value) };
    if (token.name === 'endString') this.endString();
    const whole = this.row.take(token);
    if (this.row.length > this.parts.maxRowLength)
      throw refusal(
        `faqs row ${this.rows} is longer than any FAQ can be (a question takes at most ${LIMITS.QUESTION_MAX_LENGTH} characters, an answer ${LIMITS.ANSWER_MAX_LENGTH}). Shorten it and import the file again.`,
      );
    if (whole) {
      this.parts.add({ row: this.rows, item: this.row.value }, this.row.length);
      this.row = undefined;
    }
  }

  /** The chunk, less a trailing high surrogate kept for the next; refused if a half is alone. */
  private wellFormed(chunk: string): string {
    let text = this.pendingHigh + chunk;
    this.pendingHigh = '';
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.pendingHigh = text.slice(-1);
      text = text.slice(0, -1);
    }
    if (!text.isWellFormed()) throw refusal(BODY_PROBLEMS.brokenText);
    return text;
  }

  private endString(): void {
    if (this.pendingHigh) throw refusal(BODY_PROBLEMS.brokenText);
  }

  private checkKey(key: string): void {
    if (FORBIDDEN_KEYS.has(key)) throw refusal(BODY_PROBLEMS.notAField(key));
    if (!key.isWellFormed()) throw refusal(BODY_PROBLEMS.brokenKey);
  }
}

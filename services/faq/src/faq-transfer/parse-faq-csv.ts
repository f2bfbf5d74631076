import { ErrorCode, ImportFaqItemDto } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { CsvError, Parser, parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { unneutraliseFormula } from './csv-formula';
import { ImportRow } from './validate-import-rows';

const ACTIVE_COLUMNS = ['isactive', 'is_active', 'active'];
const TRUE_WORDS = ['true', '1', 'yes', 'y', 'active'];
const FALSE_WORDS = ['false', '0', 'no', 'n', 'inactive'];

/** A row of the CSV: always with the line it starts on. */
export interface CsvFaqRow extends ImportRow {
  item: Partial<ImportFaqItemDto> & Record<string, unknown>;
  line: number;
}

/**
 * CSV text with a header row naming question and answer (any case, any order); isActive is
 * optional (true/false/yes/no/1/0, blank = active), and so is phrasings (one per line of the
 * cell; without the column, imported FAQs have none). Quoting follows RFC 4180, so fields may
 * hold commas, doubled quotes and line breaks; a UTF-8 BOM is skipped. Other columns, such as
 * id and the dates of our own export, are ignored: CSV adds FAQs, JSON restores backups.
 *
 * The text comes in pieces cut anywhere (the parts of an import) and rows go out one by one,
 * so a large file is never held whole, as text or as rows.
 */
export async function* readFaqCsv(pieces: AsyncIterable<string>): AsyncGenerator<CsvFaqRow> {
  let header: string[] | undefined;
  const parser = parse({
    bom: true,
    columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
    skip_empty_lines: true,
    info: true,
  });
  const source = feed(parser, pieces);
  let row = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<ParsedRecord>) {
      if (row === 0) assertHeader(header ?? []);
      row += 1;
      yield { item: toItem(record, row), row, line: startLine(info.lines, record) };
    }
  } catch (error) {
    if (error instanceof PiecesError) throw error.cause; // reading the parts failed, not the CSV
    throw error instanceof DomainError ? error : csvError(error);
  } finally {
    source.destroy();
    parser.destroy();
  }
  if (row === 0) assertHeader(header ?? []);
}

/** A failure of the pieces' source (the database), kept apart from the CSV's own errors. */
class PiecesError extends Error {
  constructor(readonly cause: unknown) {
    super('reading the pieces failed');
  }
}

interface ParsedRecord {
  record: Record<string, string>;
  info: { lines: number };
}

/** Pipes the pieces into the parser as it takes them; a failure to read one fails the parse. */
function feed(parser: Parser, pieces: AsyncIterable<string>): Readable {
  const source = Readable.from(pieces, { objectMode: false });
  source.on('error', (error) => parser.destroy(new PiecesError(error)));
  source.pipe(parser);
  return source;
}

/**
 * csv-parse gives the line a record ends on; the line breaks inside its quoted fields tell
 * where it starts. (Its raw option would say so too, at a quarter of the parse's time.)
 */
function startLine(endLine: number, record: Record<string, string>): number {
  let breaks = 0;
  for (const key in record) {
    const value = record[key];
    for (let at = value.indexOf('\n'); at !== -1; at = value.indexOf('\n', at + 1)) breaks += 1;
  }
  return endLine - breaks;
}

function assertHeader(header: string[]): void {
  const missing = ['question', 'answer'].filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new DomainError(
      ErrorCode.IMPORT_INVALID,
      `The CSV header must name the columns question and answer (missing: ${missing.join(', ')}). Put a header row such as "question,answer,isActive" first.`,
    );
  }
}

function toItem(record: Record<string, string>, row: number): CsvFaqRow['item'] {
  const item: CsvFaqRow['item'] = {
    question: unneutraliseFormula(record.question),
    answer: unneutraliseFormula(record.answer),
  };
  if ('phrasings' in record) {
    item.phrasings = (unneutraliseFormula(record.phrasings) ?? '')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
  }
  const activeColumn = ACTIVE_COLUMNS.find((column) => column in record);
  const active = activeColumn ? record[activeColumn].trim().toLowerCase() : '';
  if (TRUE_WORDS.includes(active)) item.isActive = true;
  else if (FALSE_WORDS.includes(active)) item.isActive = false;
  else if (active !== '') {
    throw new DomainError(
      ErrorCode.IMPORT_INVALID,
      `Row ${row}: isActive must be true or false (or yes/no, 1/0), not "${active.slice(0, 20)}". Nothing was imported.`,
    );
  }
  return item;
}

function csvError(error: unknown): DomainError {
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines;
    const where = line ? ` at line ${line}` : '';
    return new DomainError(
      ErrorCode.IMPORT_INVALID,
      `The CSV could not be read${where}: ${error.message.replace(/^Invalid [^:]*: /, '')}. A field holding commas, quotes or line breaks must be in double quotes, with quotes inside it doubled.`,
    );
  }
  return new DomainError(
    ErrorCode.IMPORT_INVALID,
    'The CSV could not be read. Check that it is UTF-8 text with a header row.',
  );
}

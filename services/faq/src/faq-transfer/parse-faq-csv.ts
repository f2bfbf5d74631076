import { ImportFaqItemDto } from '@caddie/contracts';
import { parse } from 'papaparse';
import { unneutraliseFormula } from './csv-formula';
import { ImportPartProblem } from './import-problem';
import { ImportRow } from './validate-import-rows';

const ACTIVE_COLUMNS = ['isactive', 'is_active', 'active'];
const TRUE_WORDS = ['true', '1', 'yes', 'y', 'active'];
const FALSE_WORDS = ['false', '0', 'no', 'n', 'inactive'];

/** A row of the CSV: always with the line it starts on. */
export interface CsvFaqRow extends ImportRow {
  item: Partial<ImportFaqItemDto>;
  line: number;
}

/** One part of a CSV import, read: its rows, and how many lines of the file it covers. */
export interface CsvPart {
  rows: CsvFaqRow[];
  lines: number;
}

/**
 * One part of a CSV import: whole records, read with the file's header record. The header
 * names question and answer (any case, any order); isActive is optional (true/false/yes/no/
 * 1/0, blank = active), and so is phrasings (one per line of the cell; without the column,
 * imported FAQs have none). Quoting follows RFC 4180, so fields may hold commas, doubled
 * quotes and line breaks; a UTF-8 BOM is skipped. Other columns, such as id and the dates of
 * our own export, are ignored: CSV adds FAQs, JSON restores backups.
 *
 * Rows and lines are numbered within the part, the header being line 1 (the commit adds the
 * parts before). A record that cannot be read, or a header without the columns, throws an
 * ImportPartProblem. papaparse, not csv-parse: it read a 100,000-row import in 0.2 s where
 * csv-parse took 1.5 s, more than Postgres took to store the rows.
 */
export function readCsvPart(header: string, text: string): CsvPart {
  const csv = header + text;
  const { data, errors } = parse<string[]>(csv, { delimiter: ',' });
  const names = (data[0] ?? []).map((name) => name.trim().toLowerCase());
  const columns = columnsOf(names);
  // A final line break leaves an empty record after it: not a line of the file.
  const records = endsWithEmptyRecord(data, csv) ? data.length - 1 : data.length;
  const unreadable = errors[0]?.row;
  const rows: CsvFaqRow[] = [];
  let line = 1;
  for (let index = 0; index < records; index += 1) {
    const fields = data[index];
    if (index === unreadable) throw unreadableAt(line, errors[0].code);
    if (index > 0 && !(fields.length === 1 && fields[0] === '')) {
      if (fields.length !== names.length) {
        throw new ImportPartProblem({
          kind: 'csv',
          line,
          text: `the row has ${fields.length} fields where the header has ${names.length}`,
        });
      }
      rows.push(toRow(columns, fields, rows.length + 1, line));
    }
    line += linesOf(fields);
  }
  return { rows, lines: line - 1 - linesOf(data[0] ?? []) };
}

interface Columns {
  question: number;
  answer: number;
  phrasings: number;
  active: number;
}

function columnsOf(names: string[]): Columns {
  const missing = ['question', 'answer'].filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new ImportPartProblem({
      kind: 'file',
      text: `The CSV header must name the columns question and answer (missing: ${missing.join(', ')}). Put a header row such as "question,answer,isActive" first.`,
    });
  }
  const active = ACTIVE_COLUMNS.find((column) => names.includes(column));
  return {
    question: names.lastIndexOf('question'),
    answer: names.lastIndexOf('answer'),
    phrasings: names.lastIndexOf('phrasings'),
    active: active === undefined ? -1 : names.lastIndexOf(active),
  };
}

function toRow(columns: Columns, fields: string[], row: number, line: number): CsvFaqRow {
  const item: CsvFaqRow['item'] = {
    question: unneutraliseFormula(fields[columns.question]),
    answer: unneutraliseFormula(fields[columns.answer]),
  };
  if (columns.phrasings !== -1) {
    item.phrasings = (unneutraliseFormula(fields[columns.phrasings]) ?? '')
      .split(/\r?\n/)
      .filter((phrasing) => phrasing.trim() !== '');
  }
  const active = columns.active === -1 ? '' : fields[columns.active].trim().toLowerCase();
  if (TRUE_WORDS.includes(active)) item.isActive = true;
  else if (FALSE_WORDS.includes(active)) item.isActive = false;
  else if (active !== '') {
    const problem = `isActive must be true or false (or yes/no, 1/0), not "${active.slice(0, 20)}".`;
    return { item, row, line, problem };
  }
  return { item, row, line };
}

function endsWithEmptyRecord(data: string[][], text: string): boolean {
  const last = data.at(-1);
  const end = text.charCodeAt(text.length - 1);
  return last?.length === 1 && last[0] === '' && (end === 0x0a || end === 0x0d);
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

function unreadableAt(line: number, code: string): ImportPartProblem {
  const what =
    code === 'InvalidQuotes'
      ? 'a quoted field goes on after its closing quote'
      : 'a quoted field is not closed';
  return new ImportPartProblem({ kind: 'csv', line, text: what });
}

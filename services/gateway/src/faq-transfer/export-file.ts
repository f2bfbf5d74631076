import { ExportFormat, Faq } from '@caddie/contracts';
import { Options, stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from './csv-formula';

const CSV_COLUMNS: (keyof Faq)[] = [
  'id',
  'question',
  'answer',
  'isActive',
  'createdAt',
  'updatedAt',
  'phrasings',
];

/**
 * csv-stringify's options for the export. It quotes a cell holding a comma, quote or line
 * break, as RFC 4180 needs; a cell that starts or ends with a space, or holds a byte order
 * mark, is quoted too, as papaparse's unparse quoted it: the export's bytes stayed what they
 * were, and a spreadsheet that trims unquoted spaces keeps these. Through `cast`: the
 * quoted_match option did the same in a third more time.
 */
const CSV_OPTIONS: Options = {
  columns: CSV_COLUMNS,
  cast: {
    boolean: (value) => String(value),
    string: (value) => (keepsQuoted(value) ? { value, quoted: true } : value),
  },
};

function keepsQuoted(value: string): boolean {
  return value.startsWith(' ') || value.endsWith(' ') || value.includes('\uFEFF');
}

/** The download's text, a page of FAQs at a time: the pages concatenate into one file. */
export interface ExportFile {
  page(faqs: Faq[]): string;
  /** What closes the file after the last page. */
  end(): string;
}

/**
 * JSON as `{"exportedAt": ..., "faqs": [...]}`, an FAQ a line, which imports back as it is
 * (a backup); CSV with a header row, for spreadsheets.
 */
export function exportFile(format: ExportFormat, exportedAt: string): ExportFile {
  return format === 'csv' ? csvFile() : jsonFile(exportedAt);
}

function csvFile(): ExportFile {
  let header = true;
  return {
    page(faqs) {
      const records = faqs.map((faq) =>
        CSV_COLUMNS.map((column) => {
          // Phrasings share one cell, a line each, so a spreadsheet shows them in one place.
          const value = column === 'phrasings' ? faq.phrasings.join('\n') : faq[column];
          return typeof value === 'string' ? neutraliseFormula(value) : value;
        }),
      );
      // Each record ends with its line break, so the pages concatenate into one file.
      const text = stringify(records, { ...CSV_OPTIONS, header });
      header = false;
      return text;
    },
    end: () => '',
  };
}

function jsonFile(exportedAt: string): ExportFile {
  const head = `{\n  "exportedAt": ${JSON.stringify(exportedAt)},\n  "faqs": [`;
  let started = false;
  let empty = true;
  const begin = () => {
    const text = started ? '' : head;
    started = true;
    return text;
  };
  return {
    page(faqs) {
      const lines = faqs.map((faq) => JSON.stringify(faq));
      const separator = empty ? '\n    ' : ',\n    ';
      if (lines.length > 0) empty = false;
      return begin() + (lines.length > 0 ? separator + lines.join(',\n    ') : '');
    },
    end: () => `${begin()}\n  ]\n}\n`,
  };
}

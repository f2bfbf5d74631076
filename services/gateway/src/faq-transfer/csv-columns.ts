import { ImportFaqItemDto } from '@caddie/contracts';
import { unneutraliseFormula } from './csv-formula';

const REQUIRED = ['question', 'answer'];
const ACTIVE_COLUMNS = ['isactive', 'is_active', 'active'];
const TRUE_WORDS = ['true', '1', 'yes', 'y', 'active'];
const FALSE_WORDS = ['false', '0', 'no', 'n', 'inactive'];

/** The FAQ a CSV record gives, and what is wrong in it before any rule applies. */
export interface CsvFaq {
  item: Partial<ImportFaqItemDto>;
  problem?: string;
}

/**
 * The columns of a CSV import, as its header record names them (any case, any order):
 * question and answer; isActive, optional (true/false/yes/no/1/0, blank = active); phrasings,
 * optional (one per line of the cell; without the column, imported FAQs have none). Other
 * columns, such as id and the dates of our own export, are ignored: CSV adds FAQs, JSON
 * restores backups.
 */
export class CsvColumns {
  private constructor(
    /** Fields a record must have: the header's. */
    readonly count: number,
    private readonly question: number,
    private readonly answer: number,
    private readonly phrasings: number,
    private readonly active: number,
  ) {}

  /** The header's columns, or which of question and answer it does not name. */
  static of(header: string[]): CsvColumns | { missing: string[] } {
    const names = header.map((name) => name.trim().toLowerCase());
    const missing = REQUIRED.filter((column) => !names.includes(column));
    if (missing.length > 0) return { missing };
    const active = ACTIVE_COLUMNS.find((column) => names.includes(column));
    return new CsvColumns(
      names.length,
      names.lastIndexOf('question'),
      names.lastIndexOf('answer'),
      names.lastIndexOf('phrasings'),
      active === undefined ? -1 : names.lastIndexOf(active),
    );
  }

  /** The FAQ of a record with as many fields as the header. */
  faqOf(fields: string[]): CsvFaq {
    const item: CsvFaq['item'] = {
      question: unneutraliseFormula(fields[this.question]),
      answer: unneutraliseFormula(fields[this.answer]),
    };
    if (this.phrasings !== -1) {
      item.phrasings = (unneutraliseFormula(fields[this.phrasings]) ?? '')
        .split(/\r?\n/)
        .filter((phrasing) => phrasing.trim() !== '');
    }
    const active = this.active === -1 ? '' : fields[this.active].trim().toLowerCase();
    if (TRUE_WORDS.includes(active)) item.isActive = true;
    else if (FALSE_WORDS.includes(active)) item.isActive = false;
    else if (active !== '') {
      const problem = `isActive must be true or false (or yes/no, 1/0), not "${active.slice(0, 20)}".`;
      return { item, problem };
    }
    return { item };
  }
}

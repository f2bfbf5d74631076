import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ExportPage, ExportPageMessage, Faq } from '@caddie/contracts';
import { unparse } from 'papaparse';
import { MoreThan, Repository } from 'typeorm';
import { FaqEntity } from '../faqs/faq.entity';
import { toFaq } from '../faqs/to-faq';
import { neutraliseFormula } from './csv-formula';

export const EXPORT_PAGE_SIZE = 2000;
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
 * Exports page by page in id order: the gateway asks for the next page only when it has sent
 * the last one, so neither process holds the whole list. The pages concatenate to one file:
 * JSON `{"exportedAt": ..., "faqs": [...]}` (imports back as it is) or CSV with a header row.
 */
@Injectable()
export class FaqExportService {
  constructor(@InjectRepository(FaqEntity) private readonly faqs: Repository<FaqEntity>) {}

  async page({ format, afterId, exportedAt }: ExportPageMessage): Promise<ExportPage> {
    const rows = await this.faqs.find({
      where: { id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: EXPORT_PAGE_SIZE,
    });
    const done = rows.length < EXPORT_PAGE_SIZE;
    const faqs = rows.map(toFaq);
    const first = afterId === 0;
    const text = format === 'csv' ? csvPage(faqs, first) : jsonPage(faqs, first, done, exportedAt);
    return { text, lastId: rows.at(-1)?.id ?? afterId, done };
  }
}

function csvPage(faqs: Faq[], first: boolean): string {
  const records = faqs.map((faq) =>
    CSV_COLUMNS.map((column) => {
      // Phrasings share one cell, a line each, so a spreadsheet shows them in one place.
      const value = column === 'phrasings' ? faq.phrasings.join('\n') : faq[column];
      return typeof value === 'string' ? neutraliseFormula(value) : value;
    }),
  );
  // papaparse both ways (parse-faq-csv.ts says why): one CSV family. Each page ends its last
  // record with a line break, so the pages concatenate into one file.
  const text = unparse(
    { fields: CSV_COLUMNS.map(String), data: records },
    { header: first, newline: '\n' },
  );
  return text === '' ? '' : `${text}\n`;
}

function jsonPage(faqs: Faq[], first: boolean, done: boolean, exportedAt: string): string {
  const head = first ? `{\n  "exportedAt": ${JSON.stringify(exportedAt)},\n  "faqs": [` : '';
  const separator = first ? '\n    ' : ',\n    ';
  const body =
    faqs.length > 0 ? separator + faqs.map((faq) => JSON.stringify(faq)).join(',\n    ') : '';
  const tail = done ? '\n  ]\n}\n' : '';
  return head + body + tail;
}

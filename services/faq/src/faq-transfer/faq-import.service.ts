import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  ImportCommitMessage,
  ImportFaqItemDto,
  ImportPartMessage,
  ImportResult,
  LIMITS,
} from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { FaqEventsPublisher } from '../events/faq-events.publisher';
import { parseFaqCsv } from './parse-faq-csv';
import { idsToKeep, validateImportRows } from './validate-import-rows';

/** Rows per INSERT: one array parameter per column, so no parameter limit; memory bounds it. */
const BATCH_SIZE = 10_000;

@Injectable()
export class FaqImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: FaqEventsPublisher,
  ) {}

  /** Keeps one part of an import until its commit; sending a part again replaces it. */
  async storePart({ importId, seq, text }: ImportPartMessage): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO faq_import_parts (import_id, seq, text) VALUES ($1, $2, $3)
       ON CONFLICT (import_id, seq) DO UPDATE SET text = EXCLUDED.text`,
      [importId, seq, text],
    );
  }

  /**
   * Imports the stored parts as one file, all or nothing: a failure on any row leaves the FAQs
   * exactly as they were. The parts are removed either way, with any an abandoned import left.
   */
  async commit(message: ImportCommitMessage): Promise<ImportResult> {
    try {
      const items = await this.readItems(message);
      return await this.importItems(items, message.replaceExisting === true);
    } finally {
      await this.dataSource.query(
        `DELETE FROM faq_import_parts
          WHERE import_id = $1 OR created_at < now() - interval '1 day'`,
        [message.importId],
      );
    }
  }

  private async importItems(items: ImportFaqItemDto[], replace: boolean): Promise<ImportResult> {
    if (items.length === 0) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        'The file holds no FAQs. Add at least one with a question and an answer.',
      );
    }
    const keepIds = replace && idsToKeep(items);
    const removed = await this.dataSource.transaction(async (manager) => {
      const deleted = replace ? await this.deleteAll(manager) : 0;
      for (let start = 0; start < items.length; start += BATCH_SIZE) {
        await this.insertBatch(manager, items.slice(start, start + BATCH_SIZE), keepIds);
      }
      if (keepIds) {
        await manager.query(
          `SELECT setval(pg_get_serial_sequence('faqs', 'id'), (SELECT max(id) FROM faqs))`,
        );
      }
      return deleted;
    });
    this.events.changed('imported');
    const plural = items.length === 1 ? 'FAQ' : 'FAQs';
    const message = replace
      ? `Imported ${items.length} ${plural}, replacing the ${removed} that were there.`
      : `Imported ${items.length} ${plural} alongside the existing ones.`;
    return { message, imported: items.length, removed };
  }

  private async readItems({
    importId,
    parts,
    format,
  }: ImportCommitMessage): Promise<ImportFaqItemDto[]> {
    const rows: { text: string }[] = await this.dataSource.query(
      'SELECT text FROM faq_import_parts WHERE import_id = $1 ORDER BY seq',
      [importId],
    );
    if (rows.length !== parts) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        `The import arrived incomplete (${rows.length} of ${parts} parts). Nothing was imported; import the file again.`,
      );
    }
    const texts = rows.map((row) => row.text);
    rows.length = 0; // the texts alone from here: one copy of the file in memory, not two
    if (format === 'csv') return validateImportRows(parseFaqCsv(texts.join('')));
    const items = texts.flatMap((text) => parseJsonPart(text));
    if (items.length > LIMITS.IMPORT_MAX_ROWS) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        `An import takes at most ${LIMITS.IMPORT_MAX_ROWS} FAQs. Split the file and import each part.`,
      );
    }
    return validateImportRows(items.map((item, index) => ({ item, row: index + 1 })));
  }

  private async deleteAll(manager: EntityManager): Promise<number> {
    const [, count] = await manager.query('DELETE FROM faqs');
    return Number(count ?? 0);
  }

  /** One statement per batch: a column of values per array parameter, unnested into rows. */
  private async insertBatch(
    manager: EntityManager,
    items: ImportFaqItemDto[],
    keepIds: boolean,
  ): Promise<void> {
    const now = new Date().toISOString();
    const columns: [string, string, unknown[]][] = [
      ['question', 'text', items.map((item) => item.question)],
      ['answer', 'text', items.map((item) => item.answer)],
      ['is_active', 'boolean', items.map((item) => item.isActive ?? true)],
      ['created_at', 'timestamptz', items.map((item) => item.createdAt ?? now)],
      ['updated_at', 'timestamptz', items.map((item) => item.updatedAt ?? now)],
    ];
    if (keepIds) columns.unshift(['id', 'integer', items.map((item) => item.id)]);
    await manager.query(
      `INSERT INTO faqs (${columns.map(([name]) => name).join(', ')})
       SELECT * FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
      columns.map(([, , values]) => values),
    );
  }
}

function parseJsonPart(text: string): unknown[] {
  try {
    return JSON.parse(text) as unknown[];
  } catch {
    throw new DomainError(
      ErrorCode.IMPORT_INVALID,
      'A part of the import is not a JSON list of FAQs. Nothing was imported; import the file again.',
    );
  }
}

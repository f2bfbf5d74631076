import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  ImportCommitMessage,
  ImportFaqItemDto,
  ImportPartMessage,
  ImportResult,
  LIMITS,
  tidyPhrasings,
} from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { FaqEventsPublisher } from '../events/faq-events.publisher';
import { readFaqCsv } from './parse-faq-csv';
import { IdsToKeep, ImportRow, ImportRowChecks } from './validate-import-rows';

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
   * exactly as they were. Parts are read one at a time and rows written as they are checked,
   * so memory does not grow with the file. The parts are removed either way, with any that an
   * abandoned import left behind.
   */
  async commit(message: ImportCommitMessage): Promise<ImportResult> {
    try {
      await this.assertComplete(message);
      const replace = message.replaceExisting === true;
      const keepIds = replace && message.format === 'json' && (await this.jsonIdsToKeep(message));
      const { imported, removed } = await this.dataSource.transaction(async (manager) => {
        const removed = replace ? await this.deleteAll(manager) : 0;
        const imported = await this.insertRows(manager, this.rows(manager, message), keepIds);
        if (keepIds) {
          await manager.query(
            `SELECT setval(pg_get_serial_sequence('faqs', 'id'), (SELECT max(id) FROM faqs))`,
          );
        }
        return { imported, removed };
      });
      this.events.changed('imported');
      const plural = imported === 1 ? 'FAQ' : 'FAQs';
      return {
        message: replace
          ? `Imported ${imported} ${plural}, replacing the ${removed} that were there.`
          : `Imported ${imported} ${plural} alongside the existing ones.`,
        imported,
        removed,
      };
    } finally {
      await this.dataSource.query(
        `DELETE FROM faq_import_parts
          WHERE import_id = $1 OR created_at < now() - interval '1 day'`,
        [message.importId],
      );
    }
  }

  /**
   * Checks every row, writes them in batches, and refuses the lot if any row was wrong. A
   * batch is written while the next is read and checked: Postgres and this process work at
   * the same time instead of taking turns.
   */
  private async insertRows(
    manager: EntityManager,
    rows: AsyncIterable<ImportRow>,
    keepIds: boolean,
  ): Promise<number> {
    const checks = new ImportRowChecks();
    let batch: ImportFaqItemDto[] = [];
    let writing: Promise<void> = Promise.resolve();
    let count = 0;
    for await (const row of rows) {
      count += 1;
      if (count > LIMITS.IMPORT_MAX_ROWS) {
        throw new DomainError(
          ErrorCode.IMPORT_INVALID,
          `An import takes at most ${LIMITS.IMPORT_MAX_ROWS} FAQs. Split the file and import each part.`,
        );
      }
      const item = checks.check(row);
      if (!checks.ok) continue; // keep reading, to name a few more problems; write nothing
      batch.push(item);
      if (batch.length === BATCH_SIZE) {
        await writing;
        writing = this.insertBatch(manager, batch, keepIds);
        // Awaited before the next batch or at the end; until then a failure waits its turn.
        writing.catch(() => undefined);
        batch = [];
      }
    }
    await writing;
    checks.assertAllValid();
    if (count === 0) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        'The file holds no FAQs. Add at least one with a question and an answer.',
      );
    }
    if (batch.length > 0) await this.insertBatch(manager, batch, keepIds);
    return count;
  }

  /** The import's rows: CSV read across the parts, or each part's JSON list in turn. */
  private async *rows(
    manager: EntityManager,
    { importId, parts, format }: ImportCommitMessage,
  ): AsyncGenerator<ImportRow> {
    const texts = this.partTexts(manager, importId, parts);
    if (format === 'csv') {
      yield* readFaqCsv(texts);
      return;
    }
    let row = 0;
    for await (const text of texts) {
      for (const item of parseJsonPart(text)) yield { item, row: ++row };
    }
  }

  private async *partTexts(
    queries: Pick<EntityManager, 'query'>,
    importId: string,
    parts: number,
  ): AsyncGenerator<string> {
    for (let seq = 0; seq < parts; seq += 1) {
      const [part]: { text: string }[] = await queries.query(
        'SELECT text FROM faq_import_parts WHERE import_id = $1 AND seq = $2',
        [importId, seq],
      );
      if (!part) throw incomplete(seq, parts);
      yield part.text;
    }
  }

  private async assertComplete({ importId, parts }: ImportCommitMessage): Promise<void> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM faq_import_parts WHERE import_id = $1',
      [importId],
    );
    if (count !== parts) throw incomplete(count, parts);
  }

  /** A JSON replace-import restores ids if every row has one, none repeating: a first pass. */
  private async jsonIdsToKeep({ importId, parts }: ImportCommitMessage): Promise<boolean> {
    const ids = new IdsToKeep();
    for await (const text of this.partTexts(this.dataSource, importId, parts)) {
      for (const item of parseJsonPart(text)) ids.add(item);
    }
    return ids.keep;
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
      [
        'phrasings',
        'jsonb',
        items.map((item) => JSON.stringify(tidyPhrasings(item.phrasings ?? [], item.question))),
      ],
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

function incomplete(arrived: number, parts: number): DomainError {
  return new DomainError(
    ErrorCode.IMPORT_INVALID,
    `The import arrived incomplete (${arrived} of ${parts} parts). Nothing was imported; import the file again.`,
  );
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ImportCommitMessage,
  ImportFaqItemDto,
  ImportPartMessage,
  ImportResult,
  tidyPhrasings,
} from '@caddie/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { FaqEventsPublisher } from '../events/faq-events.publisher';
import { checkImportPart } from './check-import-part';
import { importRefused } from './import-problem';
import { StagedPart, rowsBefore, rowsToImport } from './staged-parts';

/**
 * An import in two steps. Each part is read, checked and staged as it arrives, while the
 * gateway is still sending the next: its rows in faq_import_rows, what it found wrong in
 * faq_import_parts. The commit is then SQL alone, all or nothing: the old FAQs out (replace)
 * and the staged rows in, in one transaction. Staged rows are in Postgres, not in this
 * process, so any replica may take any part and memory does not grow with the file.
 */
@Injectable()
export class FaqImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: FaqEventsPublisher,
  ) {}

  /** Reads, checks and stages one part; sending a part again changes nothing. */
  async stagePart(message: ImportPartMessage): Promise<void> {
    const part = checkImportPart(message);
    const { importId, seq } = message;
    await this.dataSource.transaction(async (manager) => {
      // Staging is redone by sending the file again, so no part waits for the disk: a WAL
      // flush per part was a fifth of each part's round trip.
      await manager.query('SET LOCAL synchronous_commit = off');
      if (part.problems.length === 0 && part.items.length > 0) {
        await manager.query(
          `INSERT INTO faq_import_rows
             (import_id, seq, ord, id, question, answer, phrasings, is_active, created_at, updated_at)
           SELECT $1, $2, r.* FROM json_to_recordset($3::json) AS r(ord integer, id integer,
             question text, answer text, phrasings jsonb, is_active boolean,
             created_at timestamptz, updated_at timestamptz)
           ON CONFLICT DO NOTHING`,
          [importId, seq, JSON.stringify(part.items.map(stagedRow))],
        );
      }
      await manager.query(
        `INSERT INTO faq_import_parts
           (import_id, seq, row_count, line_count, all_have_ids, problems)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (import_id, seq) DO NOTHING`,
        [importId, seq, part.rows, part.lines, part.allHaveIds, JSON.stringify(part.problems)],
      );
    });
  }

  /**
   * Imports the staged parts as one file, or refuses it, naming what is wrong: a failure
   * leaves the FAQs exactly as they were. The staged rows go either way, with any that an
   * abandoned import left behind.
   */
  async commit(message: ImportCommitMessage): Promise<ImportResult> {
    try {
      const parts = await this.stagedParts(message);
      const imported = rowsToImport(parts);
      const replace = message.replaceExisting === true;
      const keepIds =
        replace && message.format === 'json' && parts.every((part) => part.allHaveIds);
      if (keepIds) await this.refuseRepeatedIds(message.importId, parts);
      const removed = await this.dataSource.transaction(async (manager) => {
        const removed = replace ? await this.deleteAll(manager) : 0;
        await this.insertStaged(manager, message.importId, keepIds);
        return removed;
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
        `DELETE FROM faq_import_rows WHERE import_id = $1 OR import_id IN
           (SELECT import_id FROM faq_import_parts WHERE created_at < now() - interval '1 day')`,
        [message.importId],
      );
      await this.dataSource.query(
        `DELETE FROM faq_import_parts
          WHERE import_id = $1 OR created_at < now() - interval '1 day'`,
        [message.importId],
      );
    }
  }

  private async stagedParts({ importId, parts }: ImportCommitMessage): Promise<StagedPart[]> {
    const staged: StagedPart[] = await this.dataSource.query(
      `SELECT seq, row_count AS rows, line_count AS lines, problems, all_have_ids AS "allHaveIds"
         FROM faq_import_parts WHERE import_id = $1 ORDER BY seq`,
      [importId],
    );
    if (staged.length !== parts) {
      throw importRefused(
        `The import arrived incomplete (${staged.length} of ${parts} parts). Nothing was imported; import the file again.`,
      );
    }
    return staged;
  }

  /** A replace-import restores ids only if none repeats: the first repeat, by its row. */
  private async refuseRepeatedIds(importId: string, parts: StagedPart[]): Promise<void> {
    const [repeat]: { seq: number; ord: number; id: number }[] = await this.dataSource.query(
      `SELECT seq, ord, id FROM (
         SELECT seq, ord, id, row_number() OVER (PARTITION BY id ORDER BY seq, ord) AS nth
           FROM faq_import_rows WHERE import_id = $1) AS numbered
        WHERE nth = 2 ORDER BY seq, ord LIMIT 1`,
      [importId],
    );
    if (!repeat) return;
    const row = (rowsBefore(parts).get(repeat.seq) ?? 0) + repeat.ord;
    throw importRefused(
      `Row ${row}: id ${repeat.id} appears twice. Remove the duplicate row or leave the ids out. Nothing was imported.`,
    );
  }

  private async deleteAll(manager: EntityManager): Promise<number> {
    const [, count] = await manager.query('DELETE FROM faqs');
    return Number(count ?? 0);
  }

  /** The staged rows into the FAQs, in the file's order; dates left out are the commit's. */
  private async insertStaged(
    manager: EntityManager,
    importId: string,
    keepIds: boolean,
  ): Promise<void> {
    const id = keepIds ? 'id, ' : '';
    await manager.query(
      `INSERT INTO faqs (${id}question, answer, phrasings, is_active, created_at, updated_at)
       SELECT ${id}question, answer, phrasings, is_active,
              coalesce(created_at, now()), coalesce(updated_at, now())
         FROM faq_import_rows WHERE import_id = $1 ORDER BY seq, ord`,
      [importId],
    );
    if (keepIds) {
      await manager.query(
        `SELECT setval(pg_get_serial_sequence('faqs', 'id'), (SELECT max(id) FROM faqs))`,
      );
    }
  }
}

/** A checked FAQ as json_to_recordset reads it into faq_import_rows. */
function stagedRow(item: ImportFaqItemDto, index: number) {
  return {
    ord: index + 1,
    id: item.id ?? null,
    question: item.question,
    answer: item.answer,
    phrasings: tidyPhrasings(item.phrasings ?? [], item.question),
    is_active: item.isActive ?? true,
    created_at: item.createdAt ?? null,
    updated_at: item.updatedAt ?? null,
  };
}

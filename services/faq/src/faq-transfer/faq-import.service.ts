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
import { StagedPart, importRefused, rowsToImport } from './staged-parts';
import { checkImportRows } from './validate-import-rows';

/**
 * An import in two steps. The gateway reads the file into numbered rows and sends them in
 * parts; each part is checked and staged as it arrives, while the gateway is still sending
 * the next: what its rows break, and its checked rows as one JSON list, in faq_import_parts.
 * The commit is then SQL alone, all or nothing: the old FAQs out (replace) and the staged rows
 * in, in one transaction. Staged parts are in Postgres, not in this process, so any replica
 * may take any part and memory does not grow with the file.
 */
@Injectable()
export class FaqImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: FaqEventsPublisher,
  ) {}

  /** Checks and stages one part; sending a part again changes nothing. */
  async stagePart({ importId, seq, rows }: ImportPartMessage): Promise<void> {
    const checked = checkImportRows(rows);
    const staged =
      checked.problems.length === 0
        ? checked.items.map((item, index) => stagedRow(item, rows[index].row))
        : [];
    // line_count is no longer read (rows come numbered): 0 until a migration drops it.
    await this.dataSource.query(
      `INSERT INTO faq_import_parts
         (import_id, seq, row_count, line_count, all_have_ids, problems, rows)
       VALUES ($1, $2, $3, 0, $4, $5, $6)
       ON CONFLICT (import_id, seq) DO NOTHING`,
      [
        importId,
        seq,
        rows.length,
        checked.allHaveIds,
        JSON.stringify(checked.problems),
        // As bytes, which pg sends as they are: a string it would measure, then encode.
        Buffer.from(JSON.stringify(staged)),
      ],
    );
  }

  /**
   * Imports the staged parts as one file, or refuses it, naming what is wrong: a failure
   * leaves the FAQs exactly as they were. Its staged parts go either way, with any that an
   * abandoned import left behind.
   */
  async commit(message: ImportCommitMessage): Promise<ImportResult> {
    try {
      const parts = await this.stagedParts(message);
      const imported = rowsToImport(parts);
      const replace = message.replaceExisting === true;
      const keepIds =
        replace && message.format === 'json' && parts.every((part) => part.allHaveIds);
      if (keepIds) await this.refuseRepeatedIds(message.importId);
      const removed = await this.dataSource.transaction(async (manager) => {
        // Writers wait for the commit, readers do not: no FAQ is added beside a replace, or
        // takes an id from the block the import's rows get.
        await manager.query('LOCK TABLE faqs IN SHARE ROW EXCLUSIVE MODE');
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
        `DELETE FROM faq_import_parts
          WHERE import_id = $1 OR created_at < now() - interval '1 day'`,
        [message.importId],
      );
    }
  }

  private async stagedParts({ importId, parts }: ImportCommitMessage): Promise<StagedPart[]> {
    const staged: StagedPart[] = await this.dataSource.query(
      `SELECT row_count AS rows, problems, all_have_ids AS "allHaveIds"
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
  private async refuseRepeatedIds(importId: string): Promise<void> {
    const [repeat]: { ord: number; id: number }[] = await this.dataSource.query(
      `SELECT ord, id FROM (
         SELECT r.ord, r.id, row_number() OVER (PARTITION BY r.id ORDER BY r.ord) AS nth
           FROM faq_import_parts p, json_to_recordset(p.rows) AS r(ord integer, id integer)
          WHERE p.import_id = $1) AS numbered
        WHERE nth = 2 ORDER BY ord LIMIT 1`,
      [importId],
    );
    if (!repeat) return;
    throw importRefused(
      `Row ${repeat.ord}: id ${repeat.id} appears twice. Remove the duplicate row or leave the ids out. Nothing was imported.`,
    );
  }

  private async deleteAll(manager: EntityManager): Promise<number> {
    const [, count] = await manager.query('DELETE FROM faqs');
    return Number(count ?? 0);
  }

  /**
   * The staged rows into the FAQs, with ids in the file's order: restored ones, or a block
   * taken from the sequence, each row's id its place in the file. No sort of the rows, which
   * for a large file spilled to disk. Dates left out are the commit's.
   */
  private async insertStaged(
    manager: EntityManager,
    importId: string,
    keepIds: boolean,
  ): Promise<void> {
    let id = 'r.id';
    const params: unknown[] = [importId];
    if (!keepIds) {
      const [{ first }]: { first: string }[] = await manager.query(
        `SELECT nextval(pg_get_serial_sequence('faqs', 'id')) AS first`,
      );
      id = '$2::integer + r.ord - 1';
      params.push(Number(first));
    }
    await manager.query(
      `INSERT INTO faqs (id, question, answer, phrasings, is_active, created_at, updated_at)
       SELECT ${id}, r.question, r.answer, coalesce(r.phrasings, '[]'), coalesce(r.is_active, true),
              coalesce(r.created_at, now()), coalesce(r.updated_at, now())
         FROM faq_import_parts p, json_to_recordset(p.rows) AS r(ord integer, id integer,
              question text, answer text, phrasings jsonb, is_active boolean,
              created_at timestamptz, updated_at timestamptz)
        WHERE p.import_id = $1`,
      params,
    );
    await manager.query(
      `SELECT setval(pg_get_serial_sequence('faqs', 'id'), (SELECT max(id) FROM faqs))`,
    );
  }
}

/**
 * A checked FAQ as the commit's json_to_recordset reads it, with only the fields it has: a
 * CSV row is ord (its row in the file), question and answer, and is_active when false.
 * Leaving out the nulls and defaults halved JSON.stringify's time and cut Postgres's reading
 * of the rows by a tenth.
 */
function stagedRow(item: ImportFaqItemDto, row: number): Record<string, unknown> {
  const staged: Record<string, unknown> = {
    ord: row,
    question: item.question,
    answer: item.answer,
  };
  if (item.id !== undefined) staged.id = item.id;
  const phrasings = tidyPhrasings(item.phrasings ?? [], item.question);
  if (phrasings.length > 0) staged.phrasings = phrasings;
  if (item.isActive === false) staged.is_active = false;
  if (item.createdAt !== undefined) staged.created_at = item.createdAt;
  if (item.updatedAt !== undefined) staged.updated_at = item.updatedAt;
  return staged;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, ImportFaqItemDto, ImportFaqsDto, ImportResult } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { FaqEventsPublisher } from '../events/faq-events.publisher';
import { parseFaqCsv } from './parse-faq-csv';
import { idsToKeep, validateCsvRows } from './validate-import-rows';

/** Rows per INSERT: 6 parameters each stays far below Postgres's 65,535 parameter limit. */
const BATCH_SIZE = 1000;

@Injectable()
export class FaqImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: FaqEventsPublisher,
  ) {}

  /** All or nothing: a failure on any row leaves the FAQs exactly as they were. */
  async import(dto: ImportFaqsDto): Promise<ImportResult> {
    const items = this.readItems(dto);
    const replace = dto.replaceExisting === true;
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

  private readItems(dto: ImportFaqsDto): ImportFaqItemDto[] {
    if (dto.faqs !== undefined && dto.csvData !== undefined) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        'Send either faqs (a JSON list) or csvData (CSV text), not both.',
      );
    }
    const items = dto.faqs ?? validateCsvRows(parseFaqCsv(dto.csvData ?? ''));
    if (items.length === 0) {
      throw new DomainError(
        ErrorCode.IMPORT_INVALID,
        'The file holds no FAQs. Add at least one with a question and an answer.',
      );
    }
    return items;
  }

  private async deleteAll(manager: EntityManager): Promise<number> {
    const [, count] = await manager.query('DELETE FROM faqs');
    return Number(count ?? 0);
  }

  private async insertBatch(
    manager: EntityManager,
    items: ImportFaqItemDto[],
    keepIds: boolean,
  ): Promise<void> {
    const now = new Date().toISOString();
    const columns = keepIds
      ? ['id', 'question', 'answer', 'is_active', 'created_at', 'updated_at']
      : ['question', 'answer', 'is_active', 'created_at', 'updated_at'];
    const values: unknown[] = [];
    const tuples = items.map((item) => {
      const row = [
        item.question,
        item.answer,
        item.isActive ?? true,
        item.createdAt ?? now,
        item.updatedAt ?? now,
      ];
      values.push(...(keepIds ? [item.id, ...row] : row));
      const offset = values.length - columns.length;
      return `(${columns.map((_, i) => `$${offset + i + 1}`).join(', ')})`;
    });
    await manager.query(
      `INSERT INTO faqs (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      values,
    );
  }
}

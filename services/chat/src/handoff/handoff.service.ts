import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErasedHandoff,
  ErrorCode,
  HandoffPage,
  HandoffRequest,
  HandoffSummary,
  LIMITS,
  ListHandoffsDto,
  UpdateHandoffMessage,
} from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor } from './handoff-cursor';
import {
  HandoffRow,
  HandoffSummaryRow,
  REQUEST_COLUMNS,
  SUMMARY_COLUMNS,
  toHandoffRequest,
  toHandoffSummary,
} from './handoff-rows';

const NOT_KEPT =
  'That request is not kept any more (erased, or deleted after the retention period). Reload the list.';

/** The admin's side of the requests: a page at a time, one conversation on demand, erasure. */
@Injectable()
export class HandoffService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first, after the cursor; the conversations stay in the database. */
  async list({ status, cursor, limit }: ListHandoffsDto): Promise<HandoffPage> {
    const size = limit ?? LIMITS.HANDOFF_PAGE_SIZE;
    const after = cursor ? decodeCursor(cursor) : undefined;
    const rows: (HandoffSummaryRow & { cursor_at: string })[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, created_at::text AS cursor_at FROM handoff_requests
        WHERE ($1::varchar IS NULL OR status = $1)
          AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
        ORDER BY created_at DESC, id DESC LIMIT ${size + 1}`,
      [status ?? null, after?.createdAt ?? null, after?.id ?? null],
    );
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return {
      requests: page.map(toHandoffSummary),
      nextCursor:
        rows.length > size && last
          ? encodeCursor({ createdAt: last.cursor_at, id: last.id })
          : null,
    };
  }

  async get(id: string): Promise<HandoffRequest> {
    const [row]: HandoffRow[] = await this.dataSource.query(
      `SELECT ${REQUEST_COLUMNS} FROM handoff_requests WHERE id = $1`,
      [id],
    );
    if (!row) throw new DomainError(ErrorCode.HANDOFF_NOT_FOUND, NOT_KEPT);
    return toHandoffRequest(row);
  }

  async update({ id, status }: UpdateHandoffMessage): Promise<HandoffSummary> {
    const [rows]: [HandoffSummaryRow[], number] = await this.dataSource.query(
      `UPDATE handoff_requests
          SET status = $2::varchar, done_at = CASE WHEN $2::varchar = 'done' THEN now() END
        WHERE id = $1 RETURNING ${SUMMARY_COLUMNS}`,
      [id, status],
    );
    if (rows.length === 0) throw new DomainError(ErrorCode.HANDOFF_NOT_FOUND, NOT_KEPT);
    return toHandoffSummary(rows[0]);
  }

  /** The request, its conversation and the visitor's email, gone (a visitor's erasure request). */
  async erase(id: string): Promise<ErasedHandoff> {
    const [, deleted]: [unknown, number] = await this.dataSource.query(
      'DELETE FROM handoff_requests WHERE id = $1',
      [id],
    );
    if (deleted === 0) throw new DomainError(ErrorCode.HANDOFF_NOT_FOUND, NOT_KEPT);
    return { id };
  }
}

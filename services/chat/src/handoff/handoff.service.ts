import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CreateHandoffDto,
  ErrorCode,
  HandoffLine,
  HandoffReceipt,
  HandoffRequest,
  HandoffStatus,
  UpdateHandoffMessage,
} from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource } from 'typeorm';
import { HANDOFF_COLUMNS, HandoffRow, toHandoffRequest } from './handoff-rows';
import { HandoffWebhook } from './handoff-webhook';

/** The most lines of a conversation a request copies: the last ones. */
const TRANSCRIPT_LINES = 200;
/** The admin's list: the newest requests first. */
const LISTED = 500;

export const HANDOFF_RECEIVED =
  'Thank you. Our team has your question and this conversation, and will answer you by email.';

/** Questions visitors leave for the shop's team, with the conversation so far. */
@Injectable()
export class HandoffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhook: HandoffWebhook,
  ) {}

  async create({ sessionId, name, email }: CreateHandoffDto): Promise<HandoffReceipt> {
    const lines: { sender: HandoffLine['sender']; text: string; created_at: Date }[] =
      await this.dataSource.query(
        `SELECT sender, text, created_at FROM (
           SELECT sender, text, created_at, id FROM chat_messages WHERE session_id = $1
            ORDER BY created_at DESC, id DESC LIMIT ${TRANSCRIPT_LINES}) last
          ORDER BY created_at, id`,
        [sessionId],
      );
    const transcript: HandoffLine[] = lines.map((line) => ({
      sender: line.sender,
      text: line.text,
      at: new Date(line.created_at).toISOString(),
    }));
    const [{ id }]: { id: string }[] = await this.dataSource.query(
      `INSERT INTO handoff_requests (session_id, name, email, transcript, webhook_next_at)
       VALUES ($1, $2, $3, $4::jsonb, CASE WHEN $5 THEN now() END) RETURNING id`,
      [sessionId, name?.trim() || null, email.trim(), JSON.stringify(transcript), this.webhook.on],
    );
    // The helpdesk hears of it in the background: the visitor never waits for it.
    this.webhook.deliverDue();
    return { id, message: HANDOFF_RECEIVED };
  }

  async list(status?: HandoffStatus): Promise<HandoffRequest[]> {
    const rows: HandoffRow[] = await this.dataSource.query(
      `SELECT ${HANDOFF_COLUMNS} FROM handoff_requests
        WHERE $1::varchar IS NULL OR status = $1
        ORDER BY created_at DESC LIMIT ${LISTED}`,
      [status ?? null],
    );
    return rows.map(toHandoffRequest);
  }

  async update({ id, status }: UpdateHandoffMessage): Promise<HandoffRequest> {
    const [rows]: [HandoffRow[], number] = await this.dataSource.query(
      `UPDATE handoff_requests
          SET status = $2::varchar, done_at = CASE WHEN $2::varchar = 'done' THEN now() END
        WHERE id = $1 RETURNING ${HANDOFF_COLUMNS}`,
      [id, status],
    );
    if (rows.length === 0) {
      throw new DomainError(
        ErrorCode.HANDOFF_NOT_FOUND,
        'That request is not kept any more (deleted after the retention period). Reload the list.',
      );
    }
    return toHandoffRequest(rows[0]);
  }
}

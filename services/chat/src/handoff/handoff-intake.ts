import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CreateHandoffDto, ErrorCode, HandoffLine, HandoffReceipt } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { HandoffLimits, emailKey } from './handoff-limits';
import { TRANSCRIPT_MAX_LINES, lastLinesWithin, questionOf } from './handoff-transcript';
import { HandoffWebhook } from './handoff-webhook';

export const HANDOFF_RECEIVED =
  'Thank you. Our team has your question and this conversation, and will answer you by email.';
export const HANDOFF_ALREADY_RECEIVED =
  'Our team already has your question from this conversation, and will answer you by email.';

/** One lock for every new request: the open-request check and the counts stay exact. */
const HANDOFF_LOCK = 417_033;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Leave your question for our team": only from a conversation this service holds (a session
 * it issued, where the visitor asked something), one open request per conversation, within
 * the per-email and shop limits, with a copy of the conversation capped in bytes.
 */
@Injectable()
export class HandoffIntake {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: HandoffLimits,
    private readonly webhook: HandoffWebhook,
  ) {}

  async create({ sessionId, name, email }: CreateHandoffDto): Promise<HandoffReceipt> {
    // Refused before the lock: a flood of made-up sessions never queues real visitors.
    const transcript = await this.conversation(sessionId);
    const key = emailKey(email);
    const receipt = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [HANDOFF_LOCK]);
      const open = await this.openRequest(manager, sessionId, key);
      if (open) return open;
      await this.limits.check(manager, key);
      const [{ id }]: { id: string }[] = await manager.query(
        `INSERT INTO handoff_requests (session_id, name, email, email_key, transcript, question,
                                       line_count, kept_from, webhook_next_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, CASE WHEN $9 THEN now() END)
         RETURNING id`,
        [
          sessionId,
          name?.trim() || null,
          email.trim(),
          key,
          JSON.stringify(transcript),
          questionOf(transcript),
          transcript.length,
          transcript[0]?.at ?? null,
          this.webhook.on,
        ],
      );
      return { id, message: HANDOFF_RECEIVED };
    });
    // The helpdesk hears of it in the background: the visitor never waits for it.
    if (receipt.message === HANDOFF_RECEIVED) this.webhook.deliverDue();
    return receipt;
  }

  /** The copy the team gets: the session's last lines, within the size cap. */
  private async conversation(sessionId: string): Promise<HandoffLine[]> {
    const issued =
      UUID.test(sessionId) &&
      (await this.dataSource.query('SELECT 1 FROM chat_sessions WHERE id = $1', [sessionId]))
        .length > 0;
    if (!issued) {
      throw new DomainError(
        ErrorCode.HANDOFF_NO_CONVERSATION,
        'We could not find this conversation (it may have expired, or the page could not reach us when it opened). Reload the page, ask your question in the chat, then leave it for our team.',
      );
    }
    const lines: { sender: HandoffLine['sender']; text: string; created_at: Date }[] =
      await this.dataSource.query(
        `SELECT sender, text, created_at FROM (
           SELECT sender, text, created_at, id FROM chat_messages WHERE session_id = $1
            ORDER BY created_at DESC, id DESC LIMIT ${TRANSCRIPT_MAX_LINES}) last
          ORDER BY created_at, id`,
        [sessionId],
      );
    const transcript = lastLinesWithin(
      lines.map(({ sender, text, created_at }) => ({
        sender,
        text,
        at: new Date(created_at).toISOString(),
      })),
    );
    if (!transcript.some((line) => line.sender === 'visitor')) {
      throw new DomainError(
        ErrorCode.HANDOFF_NO_CONVERSATION,
        'Ask your question in the chat first, then leave it for our team: they answer the conversation you had.',
      );
    }
    return transcript;
  }

  /**
   * The conversation's open request, if any. Left again with the same address, it is that
   * request (a double click or a retry after a lost answer must not make two, as an
   * idempotent API answers a repeated call); with another address it is refused, since
   * silently keeping or changing the first address would surprise one of them.
   */
  private async openRequest(
    manager: EntityManager,
    sessionId: string,
    key: string,
  ): Promise<HandoffReceipt | undefined> {
    const [open]: { id: string; email_key: string | null }[] = await manager.query(
      `SELECT id, email_key FROM handoff_requests WHERE session_id = $1 AND status = 'open'
        ORDER BY created_at DESC LIMIT 1`,
      [sessionId],
    );
    if (!open) return undefined;
    if (open.email_key === key) return { id: open.id, message: HANDOFF_ALREADY_RECEIVED };
    throw new DomainError(
      ErrorCode.HANDOFF_ALREADY_OPEN,
      'You already left a question for our team in this conversation, with another email address, and they will answer you there. To be answered at this address instead, reload the page and ask in a new conversation.',
    );
  }
}

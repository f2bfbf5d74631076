import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';
import { ConversationContext } from '@caddie/answer-engine';
import { BatchedWrites } from '@caddie/service-kit/database';
import { askedBefore } from './asked-before';
import { MessageSender, ReplyKind } from './chat-message.entity';

export interface TranscriptLine {
  id: string;
  sessionId: string;
  sender: MessageSender;
  text: string;
  /** Bot replies: the FAQ that answered (null: none did), its confidence, the answer's time. */
  faqId?: number | null;
  score?: number | null;
  replyKind?: ReplyKind;
  latencyMs?: number | null;
  /** Unsure or declined replies: the FAQs offered as buttons, the only ones a pick may name. */
  offeredFaqIds?: number[] | null;
  /** The learned message that carried the reply's answer, which votes on it count against. */
  learnedId?: number | null;
  createdAt: Date;
}

/** A pick kept against the reply that offered it, and what the visitor had asked before it. */
export interface RecordedChoice {
  /** The visitor's message the reply answered (null: none kept). */
  asked: string | null;
}

const COLUMNS = [
  'id',
  'session_id',
  'sender',
  'text',
  'faq_id',
  'score',
  'reply_kind',
  'latency_ms',
  'offered_faq_ids',
  'learned_id',
  'created_at',
];
/** Lines per INSERT: 11 parameters each stays far below Postgres's 65,535. */
const MAX_LINES_PER_WRITE = 2000;

/**
 * The chat_messages table on the hot path of every reply, in plain SQL: TypeORM's find and
 * insert cost more CPU than the answer itself. Lines from concurrent replies are written
 * together (group commit), and each reply still waits until its lines are stored.
 */
@Injectable()
export class Transcript {
  private readonly writes = new BatchedWrites<TranscriptLine>(
    (lines) => this.insert(lines),
    MAX_LINES_PER_WRITE,
  );

  private readonly lastExchanges = new DataLoader<string, ConversationContext>(
    (sessionIds) => this.readLastExchanges(sessionIds),
    { cache: false }, // each reply must see the lines the one before it wrote
  );

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The session's last exchange: what the visitor asked and which FAQ answered it. Replies
   * that arrive together (one read of the transport's socket) are looked up in one query.
   */
  lastExchange(sessionId: string): Promise<ConversationContext> {
    return this.lastExchanges.load(sessionId);
  }

  private async readLastExchanges(sessionIds: readonly string[]): Promise<ConversationContext[]> {
    const rows: {
      session_id: string;
      sender: MessageSender;
      text: string;
      faq_id: number | null;
    }[] = await this.dataSource.query(
      `SELECT s.id AS session_id, m.sender, m.text, m.faq_id
           FROM unnest($1::varchar[]) AS s(id)
           CROSS JOIN LATERAL (
             SELECT sender, text, faq_id FROM chat_messages
              WHERE session_id = s.id ORDER BY created_at DESC LIMIT 2
           ) AS m`,
      [sessionIds],
    );
    return sessionIds.map((sessionId) => {
      const lines = rows.filter((row) => row.session_id === sessionId);
      const visitor = lines.find((row) => row.sender === 'visitor');
      const bot = lines.find((row) => row.sender === 'bot');
      return { previousQuestion: visitor?.text, previousFaqId: bot?.faq_id ?? null };
    });
  }

  /**
   * Keeps the FAQ a visitor chose from the suggestions under one of this session's replies (a
   * later choice replaces it), with the visitor's message that reply answered. Undefined when
   * no such reply offered that FAQ: the choice came from another session, a reply since
   * removed, or names an FAQ it did not offer.
   */
  async recordChoice(
    sessionId: string,
    messageId: string,
    faqId: number,
  ): Promise<RecordedChoice | undefined> {
    const rows: { asked: string | null }[] = await this.dataSource.query(
      `WITH picked AS (
         UPDATE chat_messages SET chosen_faq_id = $3
          WHERE id = $1 AND session_id = $2 AND sender = 'bot'
            AND $3 = ANY(offered_faq_ids)
          RETURNING session_id, created_at)
       SELECT ${askedBefore('picked')} AS asked FROM picked`,
      [messageId, sessionId, faqId],
    );
    return rows[0];
  }

  append(lines: TranscriptLine[]): Promise<void> {
    return this.writes.add(lines);
  }

  private async insert(lines: TranscriptLine[]): Promise<void> {
    const values: unknown[] = [];
    const tuples = lines.map((line) => {
      const first = values.length;
      values.push(
        line.id,
        line.sessionId,
        line.sender,
        line.text,
        line.faqId ?? null,
        line.score ?? null,
        line.replyKind ?? null,
        line.latencyMs ?? null,
        line.offeredFaqIds ?? null,
        line.learnedId ?? null,
        line.createdAt,
      );
      return `(${COLUMNS.map((_, i) => `$${first + i + 1}`).join(', ')})`;
    });
    await this.dataSource.query(
      `INSERT INTO chat_messages (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`,
      values,
    );
  }
}

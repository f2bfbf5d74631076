import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AcceptedLearning,
  DroppedLearning,
  ErrorCode,
  LearnedPhrasing,
  LearningReview,
  PendingLearningGroup,
} from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { LEARNED_COLUMNS, LearnedRow, toEvidence, toLearnedPhrasing } from './learned-rows';
import { LearnedMessagesSync } from './learned-messages-sync';
import { bumpLearningVersion, inLearningTransaction } from './learning-transaction';

/** The lists read at most this many rows, newest first. */
const LISTED = 1000;

const NOT_WAITING =
  'That visitor message is no longer waiting for review (it was accepted or rejected meanwhile). Reload the list.';
const NOT_LEARNED =
  'That phrasing is no longer learned (it was removed, or sent back for review by votes, meanwhile). Reload the list.';

/** Learning from visitors, the admin's side: what waits, what is learned, and the decisions. */
@Injectable()
export class LearningReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ChatServiceConfig,
    private readonly index: FaqIndex,
    private readonly sync: LearnedMessagesSync,
  ) {}

  /** What waits for review, per FAQ: the FAQs with the most messages first. */
  async pending(): Promise<LearningReview> {
    const rows = await this.rowsWith('pending', 'created_at');
    const groups = new Map<number, PendingLearningGroup>();
    for (const row of rows) {
      let group = groups.get(row.faq_id);
      if (!group) {
        group = { faqId: row.faq_id, question: this.questionOf(row.faq_id), messages: [] };
        groups.set(row.faq_id, group);
      }
      group.messages.push(toEvidence(row));
    }
    const faqs = [...groups.values()].sort((a, b) => b.messages.length - a.messages.length);
    return { mode: this.config.LEARNING, faqs };
  }

  /** The phrasings the engine matches now, the latest decided first. */
  async learned(): Promise<LearnedPhrasing[]> {
    const rows = await this.rowsWith('learned', 'decided_at');
    return rows.map((row) => toLearnedPhrasing(row, this.questionOf(row.faq_id)));
  }

  async accept(id: number): Promise<LearnedPhrasing> {
    const row = await this.decide(
      `UPDATE learned_messages
          SET status = 'learned', decided_by = 'admin', decided_at = now(), unhelpful_votes = 0
        WHERE id = $1 AND status = 'pending' RETURNING ${LEARNED_COLUMNS}`,
      [id],
      NOT_WAITING,
    );
    return toLearnedPhrasing(row, this.questionOf(row.faq_id));
  }

  /** Rejected words are remembered: the same words are not learned again for that FAQ. */
  async reject(id: number): Promise<DroppedLearning> {
    await this.decide(
      `UPDATE learned_messages SET status = 'rejected', decided_by = 'admin', decided_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING ${LEARNED_COLUMNS}`,
      [id],
      NOT_WAITING,
    );
    return { id };
  }

  async acceptAll(faqId: number): Promise<AcceptedLearning> {
    const accepted = await inLearningTransaction(this.dataSource, async (manager) => {
      const [rows]: [unknown[], number] = await manager.query(
        `UPDATE learned_messages
            SET status = 'learned', decided_by = 'admin', decided_at = now(), unhelpful_votes = 0
          WHERE faq_id = $1 AND status = 'pending' RETURNING id`,
        [faqId],
      );
      if (rows.length > 0) await bumpLearningVersion(manager);
      return rows.length;
    });
    if (accepted > 0) await this.sync.reload();
    return { faqId, accepted };
  }

  /** Out of the engine at once; like a rejection, its words are not learned again. */
  async remove(id: number): Promise<DroppedLearning> {
    await this.decide(
      `UPDATE learned_messages SET status = 'rejected', decided_by = 'admin', decided_at = now()
        WHERE id = $1 AND status = 'learned' RETURNING ${LEARNED_COLUMNS}`,
      [id],
      NOT_LEARNED,
    );
    return { id };
  }

  /** One row's change, under the learning lock; the engine reloads before the admin hears back. */
  private async decide(sql: string, params: unknown[], notFound: string): Promise<LearnedRow> {
    const row = await inLearningTransaction(this.dataSource, async (manager) => {
      const [rows]: [LearnedRow[], number] = await manager.query(sql, params);
      if (rows.length > 0) await bumpLearningVersion(manager);
      return rows[0];
    });
    if (!row) throw new DomainError(ErrorCode.LEARNED_MESSAGE_NOT_FOUND, notFound);
    await this.sync.reload();
    return row;
  }

  private rowsWith(status: 'pending' | 'learned', newest: string): Promise<LearnedRow[]> {
    return this.dataSource.query(
      `SELECT ${LEARNED_COLUMNS} FROM learned_messages WHERE status = $1
        ORDER BY ${newest} DESC, id DESC LIMIT ${LISTED}`,
      [status],
    );
  }

  private questionOf(faqId: number): string | null {
    return this.index.questionOf(faqId) ?? null;
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { learnableText, matchKeyOf } from '@caddie/answer-engine';
import { EvidenceSource, LIMITS } from '@caddie/contracts';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { LearnedMessagesSync } from './learned-messages-sync';
import { bumpLearningVersion, inLearningTransaction } from './learning-transaction';

/**
 * A visitor's click that names the FAQ their message meant, already checked against the reply:
 * a pick of a suggestion the reply offered, or a "helpful" vote on the answer it gave.
 */
export interface VisitorPick {
  sessionId: string;
  faqId: number;
  /** The visitor's message the reply answered (null: none kept). */
  asked: string | null;
  /** The bot reply the FAQ was offered under, or answered by. */
  sourceMessageId: string;
  source: EvidenceSource;
}

/** What became of a pick; every outcome but pending and learned kept nothing. */
export type PickOutcome =
  | 'off'
  | 'no-message'
  | 'too-long'
  | 'too-little'
  | 'same-as-question'
  | 'unknown-session'
  | 'known'
  | 'capped'
  | 'pending'
  | 'learned';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Learning from visitors, the visitor's side: the message a pick says the FAQ answers is kept
 * as evidence (review), or learned at once once enough sessions agree (auto), within the
 * guards of docs/answer-engine.md ("Learning from visitors").
 */
@Injectable()
export class VisitorPicks {
  private readonly logger = new Logger(VisitorPicks.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ChatServiceConfig,
    private readonly index: FaqIndex,
    private readonly sync: LearnedMessagesSync,
  ) {}

  async learnFrom(pick: VisitorPick): Promise<PickOutcome> {
    if (this.config.LEARNING === 'off') return 'off';
    if (!pick.asked) return 'no-message';
    // Of a story, only the clause that finds the FAQ best (AnswerEngine.tellingPart).
    const learnable = learnableText(pick.asked, LIMITS.QUESTION_MAX_LENGTH, (text) =>
      this.index.tellingPart(text, pick.faqId),
    );
    if (!learnable.learnable) return learnable.reason;
    const question = this.index.questionOf(pick.faqId);
    // The FAQ already asks it that way: nothing to learn.
    if (question !== undefined && matchKeyOf(question) === learnable.matchKey) {
      return 'same-as-question';
    }
    // Only sessions this service issued teach: each costs a rate-limited POST /api/chat/session.
    if (!UUID.test(pick.sessionId)) return 'unknown-session';
    const outcome = await inLearningTransaction(this.dataSource, (manager) =>
      this.keep(manager, pick, learnable),
    );
    if (outcome === 'learned') await this.sync.reload();
    this.logger.debug(
      `${pick.source === 'pick' ? 'Pick' : 'Helpful vote'} of FAQ ${pick.faqId}: ${outcome}`,
    );
    return outcome;
  }

  private async keep(
    manager: EntityManager,
    { sessionId, faqId, sourceMessageId, source }: VisitorPick,
    { text, matchKey }: { text: string; matchKey: string },
  ): Promise<PickOutcome> {
    const [issued] = await manager.query('SELECT 1 FROM chat_sessions WHERE id = $1::uuid', [
      sessionId,
    ]);
    if (!issued) return 'unknown-session';
    if (await this.alreadyKnown(manager, faqId, matchKey, sessionId)) return 'known';
    const [{ recent }]: { recent: number }[] = await manager.query(
      `SELECT count(*)::int AS recent FROM learned_messages
        WHERE session_id = $1 AND created_at > now() - interval '1 hour'`,
      [sessionId],
    );
    if (recent >= this.config.LEARNING_MAX_PER_SESSION_HOUR) return 'capped';
    const inserted: unknown[] = await manager.query(
      `INSERT INTO learned_messages (faq_id, text, match_key, session_id, source_message_id, source)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (source_message_id) DO NOTHING RETURNING id`,
      [faqId, text, matchKey, sessionId, sourceMessageId, source],
    );
    if (inserted.length === 0) return 'known'; // a second pick or vote under the same reply
    if (this.config.LEARNING !== 'auto') return 'pending';
    return (await this.learnIfAgreed(manager, faqId, matchKey)) ? 'learned' : 'pending';
  }

  /**
   * Whether these words already have a say on this FAQ: learned, rejected or removed by the
   * admin, sent back for review by visitors' votes, or given by this same session before.
   */
  private async alreadyKnown(
    manager: EntityManager,
    faqId: number,
    matchKey: string,
    sessionId: string,
  ): Promise<boolean> {
    const [known] = await manager.query(
      `SELECT 1 FROM learned_messages
        WHERE faq_id = $1 AND match_key = $2
          AND (status <> 'pending' OR unhelpful_votes > 0 OR session_id = $3)
        LIMIT 1`,
      [faqId, matchKey, sessionId],
    );
    return known !== undefined;
  }

  /** Auto mode: learns the waiting messages of these words once enough sessions picked the FAQ. */
  private async learnIfAgreed(
    manager: EntityManager,
    faqId: number,
    matchKey: string,
  ): Promise<boolean> {
    const [{ sessions }]: { sessions: number }[] = await manager.query(
      `SELECT count(DISTINCT coalesce(session_id, id::text))::int AS sessions
         FROM learned_messages WHERE faq_id = $1 AND match_key = $2 AND status = 'pending'`,
      [faqId, matchKey],
    );
    if (sessions < this.config.LEARNING_MIN_SESSIONS) return false;
    await manager.query(
      `UPDATE learned_messages SET status = 'learned', decided_by = 'auto', decided_at = now()
        WHERE faq_id = $1 AND match_key = $2 AND status = 'pending'`,
      [faqId, matchKey],
    );
    await bumpLearningVersion(manager);
    return true;
  }
}

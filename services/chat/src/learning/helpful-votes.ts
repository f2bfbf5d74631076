import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { askedBefore } from '../chat/asked-before';
import { LearnedMessagesSync } from './learned-messages-sync';
import { bumpLearningVersion, inLearningTransaction } from './learning-transaction';
import { helpfulVoteLessons } from './pick-metrics';
import { PickOutcome, VisitorPicks } from './visitor-picks';

/**
 * A visitor who rates an answer helpful says, as one who picks a suggestion does, which FAQ the
 * message they typed meant: the same evidence, within the same guards (VisitorPicks). It can
 * only confirm an FAQ the engine itself answered with, never name another. The vote taken back
 * takes its evidence back, unless the admin has decided on it.
 */
@Injectable()
export class HelpfulVotes {
  private readonly logger = new Logger(HelpfulVotes.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly picks: VisitorPicks,
    private readonly sync: LearnedMessagesSync,
  ) {}

  /**
   * The reply `messageId` was rated helpful: its message is evidence for the FAQ it answered.
   * Learning never stands in the visitor's way: the vote is kept whatever happens here.
   */
  async learnFrom(messageId: string): Promise<void> {
    const outcome = await this.teach(messageId).catch((error: Error) => {
      this.logger.warn(`Could not learn from a helpful vote: ${error.message}`);
      return 'failed' as const;
    });
    if (outcome) helpfulVoteLessons.inc({ outcome });
  }

  private async teach(messageId: string): Promise<PickOutcome | undefined> {
    const [answer]: { session_id: string; faq_id: number; asked: string | null }[] =
      await this.dataSource.query(
        `SELECT reply.session_id, reply.faq_id, ${askedBefore('reply')} AS asked
           FROM chat_messages reply
          WHERE reply.id = $1 AND reply.sender = 'bot' AND reply.faq_id IS NOT NULL
            AND reply.reply_kind IN ('answered', 'unsure')
            AND reply.chosen_faq_id IS NULL`,
        [messageId],
      );
    // A decline or small talk, or an answer the visitor then picked another FAQ under: no lesson.
    if (!answer) return undefined;
    return this.picks.learnFrom({
      sessionId: answer.session_id,
      faqId: answer.faq_id,
      asked: answer.asked,
      sourceMessageId: messageId,
      source: 'helpful',
    });
  }

  /** The helpful vote on `messageId` was taken back: so is what it taught, if undecided. */
  async withdraw(messageId: string): Promise<void> {
    await this.unteach(messageId).catch((error: Error) => {
      this.logger.warn(`Could not take back what a helpful vote taught: ${error.message}`);
    });
  }

  private async unteach(messageId: string): Promise<void> {
    const unlearned = await inLearningTransaction(this.dataSource, async (manager) => {
      // A DELETE ... RETURNING answers [rows, count].
      const [removed]: [{ status: string }[], number] = await manager.query(
        `DELETE FROM learned_messages
          WHERE source_message_id = $1 AND source = 'helpful'
            AND (status = 'pending' OR decided_by = 'auto')
          RETURNING status`,
        [messageId],
      );
      const learned = removed.some((row) => row.status === 'learned');
      if (learned) await bumpLearningVersion(manager);
      return learned;
    });
    if (unlearned) await this.sync.reload();
  }
}

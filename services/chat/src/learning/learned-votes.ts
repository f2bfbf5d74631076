import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';
import { LearnedMessagesSync } from './learned-messages-sync';
import { bumpLearningVersion, inLearningTransaction } from './learning-transaction';

/**
 * Visitors' "not helpful" votes on answers a learned phrasing carried count against it: at
 * LEARNING_MAX_UNHELPFUL it goes back to review, out of the engine, until the admin accepts
 * it again (which clears its count) or rejects it.
 */
@Injectable()
export class LearnedVotes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ChatServiceConfig,
    private readonly sync: LearnedMessagesSync,
  ) {}

  /** A vote on a reply the learned message carried: +1 not helpful, -1 taken back. */
  async count(learnedId: number, change: 1 | -1): Promise<void> {
    const sentBack = await inLearningTransaction(this.dataSource, async (manager) => {
      const [rows]: [{ status: string; unhelpful_votes: number }[], number] = await manager.query(
        `UPDATE learned_messages SET unhelpful_votes = greatest(0, unhelpful_votes + $2)
          WHERE id = $1 RETURNING status, unhelpful_votes`,
        [learnedId, change],
      );
      const [row] = rows;
      if (row?.status !== 'learned' || row.unhelpful_votes < this.config.LEARNING_MAX_UNHELPFUL) {
        return false;
      }
      await manager.query(
        `UPDATE learned_messages SET status = 'pending', decided_by = NULL, decided_at = NULL
          WHERE id = $1`,
        [learnedId],
      );
      await bumpLearningVersion(manager);
      return true;
    });
    if (sentBack) await this.sync.reload();
  }
}

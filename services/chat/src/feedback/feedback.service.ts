import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChatFeedback, ChatFeedbackDto, ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource } from 'typeorm';
import { HelpfulVotes } from '../learning/helpful-votes';
import { LearnedVotes } from '../learning/learned-votes';

/**
 * A visitor's vote on a bot reply: one per reply, a later vote replaces it. A "not helpful"
 * on a reply a learned message carried counts against that message, and a "helpful" on an
 * answer is evidence for its FAQ (learning/); each is taken back if the vote changes.
 */
@Injectable()
export class FeedbackService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly learnedVotes: LearnedVotes,
    private readonly helpfulVotes: HelpfulVotes,
  ) {}

  async rate({ messageId, helpful }: ChatFeedbackDto): Promise<ChatFeedback> {
    const [rows]: [{ was: boolean | null; learned_id: number | null }[], number] =
      await this.dataSource.query(
        `UPDATE chat_messages voted SET helpful = $2
           FROM (SELECT id, helpful FROM chat_messages
                  WHERE id = $1 AND sender = 'bot' FOR UPDATE) before
          WHERE voted.id = before.id
          RETURNING before.helpful AS was, voted.learned_id`,
        [messageId, helpful],
      );
    if (rows.length === 0) {
      throw new DomainError(
        ErrorCode.MESSAGE_NOT_FOUND,
        'That reply is not kept any more, so it cannot be rated. Ask the question again to rate the new reply.',
      );
    }
    const [{ was, learned_id: learnedId }] = rows;
    const unhelpful = (vote: boolean | null) => (vote === false ? 1 : 0);
    const change = unhelpful(helpful) - unhelpful(was);
    if (learnedId !== null && change !== 0) {
      await this.learnedVotes.count(learnedId, change > 0 ? 1 : -1);
    }
    if (helpful && was !== true) await this.helpfulVotes.learnFrom(messageId);
    if (!helpful && was === true) await this.helpfulVotes.withdraw(messageId);
    return { messageId, helpful };
  }
}

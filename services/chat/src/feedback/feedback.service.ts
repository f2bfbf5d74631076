import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChatFeedback, ChatFeedbackDto, ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { DataSource } from 'typeorm';

/** A visitor's vote on a bot reply: one per reply, a later vote replaces it. */
@Injectable()
export class FeedbackService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rate({ messageId, helpful }: ChatFeedbackDto): Promise<ChatFeedback> {
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(
      `UPDATE chat_messages SET helpful = $2 WHERE id = $1 AND sender = 'bot' RETURNING id`,
      [messageId, helpful],
    );
    if (rows.length === 0) {
      throw new DomainError(
        ErrorCode.MESSAGE_NOT_FOUND,
        'That reply is not kept any more, so it cannot be rated. Ask the question again to rate the new reply.',
      );
    }
    return { messageId, helpful };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChatReply, ChatSession, SendChatMessageDto } from '@caddie/contracts';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { ChatSessionEntity } from './chat-session.entity';
import { ReplyKind } from './chat-message.entity';
import { Decision } from '../answers/answer-engine';
import { composeReply } from '../answers/compose-reply';
import { GroundedReplyWriter } from '../grounded-reply/grounded-reply-writer';
import { Transcript } from './transcript';

const REPLY_KINDS: Record<Decision['kind'], ReplyKind> = {
  confident: 'answered',
  unsure: 'unsure',
  none: 'declined',
  'small-talk': 'small-talk',
};

@Injectable()
export class ChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly index: FaqIndex,
    private readonly config: ChatServiceConfig,
    private readonly writer: GroundedReplyWriter,
    private readonly transcript: Transcript,
  ) {}

  async createSession(): Promise<ChatSession> {
    const id = randomUUID();
    await this.dataSource.getRepository(ChatSessionEntity).insert({ id });
    return { sessionId: id };
  }

  /**
   * Answers (reading the session's last exchange for follow-ups), then keeps both lines of the
   * exchange with the FAQ that answered, its confidence and how long the answer took.
   */
  async reply({ message, sessionId }: SendChatMessageDto): Promise<ChatReply> {
    const context = await this.transcript.lastExchange(sessionId);
    const started = performance.now();
    const decision = this.index.decide(message, context);
    const reply = composeReply(decision, {
      supportContact: this.config.SUPPORT_CONTACT,
      popularQuestions: this.index.popularQuestions,
    });
    if (decision.kind === 'confident' || decision.kind === 'unsure') {
      const written = await this.writer.write(message, [decision.hit.faq, ...decision.related]);
      if (written) reply.text = written;
    }
    const latencyMs = performance.now() - started;
    const botMessageId = randomUUID();
    const visitorAt = new Date();
    await this.transcript.append([
      { id: randomUUID(), sessionId, sender: 'visitor', text: message, createdAt: visitorAt },
      {
        id: botMessageId,
        sessionId,
        sender: 'bot',
        text: reply.text,
        faqId: reply.faqId,
        score: reply.score,
        replyKind: REPLY_KINDS[decision.kind],
        latencyMs,
        createdAt: new Date(visitorAt.getTime() + 1),
      },
    ]);
    return { response: reply.text, messageId: botMessageId };
  }
}

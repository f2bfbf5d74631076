import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  CHAT_PATTERNS,
  ChatFeedback,
  ChatFeedbackDto,
  ChatReply,
  ChatSession,
  SendChatMessageDto,
} from '@caddie/contracts';
import { ServiceClient } from '../transport/service-client';
import { CHAT_CLIENT } from '../transport/service-clients.module';
import { RateLimited } from '../rate-limit/rate-limited.decorator';

@Controller('chat')
export class ChatController {
  constructor(@Inject(CHAT_CLIENT) private readonly chat: ServiceClient) {}

  @Post('session')
  @RateLimited('sessions')
  createSession(): Promise<ChatSession> {
    return this.chat.send(CHAT_PATTERNS.CREATE_SESSION);
  }

  @Post()
  @HttpCode(200)
  @RateLimited('messages')
  reply(@Body() dto: SendChatMessageDto): Promise<ChatReply> {
    return this.chat.send(CHAT_PATTERNS.REPLY, dto);
  }

  /** A visitor's vote on a reply, by the reply's messageId; voting again changes it. */
  @Post('feedback')
  @HttpCode(200)
  @RateLimited('feedback')
  rate(@Body() dto: ChatFeedbackDto): Promise<ChatFeedback> {
    return this.chat.send(CHAT_PATTERNS.FEEDBACK, dto);
  }
}

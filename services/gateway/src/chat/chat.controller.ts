import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import {
  CHAT_PATTERNS,
  CreateHandoffDto,
  HANDOFF_PATTERNS,
  HandoffReceipt,
  ChatFeedback,
  ChatFeedbackDto,
  ChatReply,
  ChatSession,
  PopularFaq,
  SendChatMessageDto,
} from '@caddie/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswers } from '../api-document/api-decorators';
import { ServiceClient } from '../transport/service-client';
import { CHAT_CLIENT } from '../transport/service-clients.module';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { PopularFaqsCache } from './popular-faqs-cache';

@ApiTags('chat')
@Controller('chat')
export class ChatController {
  constructor(
    @Inject(CHAT_CLIENT) private readonly chat: ServiceClient,
    private readonly popularFaqs: PopularFaqsCache,
  ) {}

  @Post('session')
  @RateLimited('sessions')
  @ApiOperation({ summary: 'Start a chat session (one per page load)' })
  @ApiAnswers('ChatSession', 'The new session', 201)
  createSession(): Promise<ChatSession> {
    return this.chat.send(CHAT_PATTERNS.CREATE_SESSION);
  }

  /** The page's "Popular questions:" chips. */
  @Get('popular')
  @ApiOperation({ summary: 'The FAQs visitors used most in the last 30 days, for the chat page' })
  @ApiAnswers('PopularFaqList', 'Up to 4, most used first; the first active FAQs fill up')
  popular(): Promise<PopularFaq[]> {
    return this.popularFaqs.get();
  }

  @Post()
  @HttpCode(200)
  @RateLimited('messages')
  @ApiOperation({ summary: 'Send a visitor message and get the reply' })
  @ApiAnswers('ChatReply', 'The reply, with suggestions when unsure or declined')
  reply(@Body() dto: SendChatMessageDto): Promise<ChatReply> {
    return this.chat.send(CHAT_PATTERNS.REPLY, dto);
  }

  /** A visitor's vote on a reply, by the reply's messageId; voting again changes it. */
  @Post('feedback')
  @HttpCode(200)
  @RateLimited('feedback')
  @ApiOperation({ summary: 'Vote on a reply (helpful or not); voting again changes the vote' })
  @ApiAnswers('ChatFeedback', 'The vote as kept')
  rate(@Body() dto: ChatFeedbackDto): Promise<ChatFeedback> {
    return this.chat.send(CHAT_PATTERNS.FEEDBACK, dto);
  }

  /** "Leave your question for our team": kept with the conversation so far. */
  @Post('handoff')
  @RateLimited('sessions')
  @ApiOperation({ summary: 'Leave the question for the shop team, with an email to answer to' })
  @ApiAnswers('HandoffReceipt', 'The request is kept; the team answers by email', 201)
  handoff(@Body() dto: CreateHandoffDto): Promise<HandoffReceipt> {
    return this.chat.send(HANDOFF_PATTERNS.CREATE, dto);
  }
}

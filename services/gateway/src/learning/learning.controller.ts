import { Controller, Delete, Get, Header, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  AcceptedLearning,
  DroppedLearning,
  LEARNING_PATTERNS,
  LearnedMessageIdDto,
  LearnedPhrasing,
  LearningFaqIdDto,
  LearningReview,
} from '@caddie/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswers, ApiPathFrom } from '../api-document/api-decorators';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ServiceClient } from '../transport/service-client';
import { CHAT_CLIENT } from '../transport/service-clients.module';

/**
 * /api/learning: what visitors' picks of suggested FAQs taught the assistant, for the
 * signed-in admin's review (Insights, "Learned from visitors").
 */
@ApiTags('learning')
@Controller('learning')
@AdminOnly()
export class LearningController {
  constructor(@Inject(CHAT_CLIENT) private readonly chat: ServiceClient) {}

  @Get('pending')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Visitor messages waiting for review, per FAQ, and the mode' })
  @ApiAnswers('LearningReview', 'The LEARNING mode and the waiting messages, per FAQ')
  pending(): Promise<LearningReview> {
    return this.chat.send(LEARNING_PATTERNS.LIST_PENDING);
  }

  @Get('learned')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Learned phrasings the engine matches, with where they came from' })
  @ApiAnswers('LearnedPhrasingList', 'The latest decided first')
  learned(): Promise<LearnedPhrasing[]> {
    return this.chat.send(LEARNING_PATTERNS.LIST_LEARNED);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept a waiting visitor message: the engine matches it from now' })
  @ApiPathFrom(LearnedMessageIdDto)
  @ApiAnswers('LearnedPhrasing', 'The learned phrasing')
  accept(@Param() { id }: LearnedMessageIdDto): Promise<LearnedPhrasing> {
    return this.chat.send(LEARNING_PATTERNS.ACCEPT, { id });
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a waiting visitor message: its words are not learned' })
  @ApiPathFrom(LearnedMessageIdDto)
  @ApiAnswers('DroppedLearning', 'The id of the rejected message')
  reject(@Param() { id }: LearnedMessageIdDto): Promise<DroppedLearning> {
    return this.chat.send(LEARNING_PATTERNS.REJECT, { id });
  }

  @Post('faqs/:faqId/accept-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept every visitor message waiting for one FAQ' })
  @ApiPathFrom(LearningFaqIdDto)
  @ApiAnswers('AcceptedLearning', 'How many were accepted')
  acceptAll(@Param() { faqId }: LearningFaqIdDto): Promise<AcceptedLearning> {
    return this.chat.send(LEARNING_PATTERNS.ACCEPT_ALL, { faqId });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a learned phrasing: the engine stops matching it at once' })
  @ApiPathFrom(LearnedMessageIdDto)
  @ApiAnswers('DroppedLearning', 'The id of the removed phrasing')
  remove(@Param() { id }: LearnedMessageIdDto): Promise<DroppedLearning> {
    return this.chat.send(LEARNING_PATTERNS.REMOVE, { id });
  }
}

import { Controller, Get, Header, Inject } from '@nestjs/common';
import { FaqUsage, INSIGHTS_PATTERNS, InsightsSummary } from '@caddie/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswers } from '../api-document/api-decorators';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ServiceClient } from '../transport/service-client';
import { CHAT_CLIENT } from '../transport/service-clients.module';

/** /api/insights: what customers asked, from the chat transcripts; admin only. */
@ApiTags('insights')
@Controller('insights')
@AdminOnly()
export class InsightsController {
  constructor(@Inject(CHAT_CLIENT) private readonly chat: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'What customers asked over the last 30 days' })
  @ApiAnswers('InsightsSummary', 'Activity, outcomes, votes, top FAQs and unanswered questions')
  summary(): Promise<InsightsSummary> {
    return this.chat.send(INSIGHTS_PATTERNS.SUMMARY);
  }

  /** How often and when last each FAQ was served, for the FAQ cards. */
  @Get('faq-usage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'How often and when last each FAQ was served' })
  @ApiAnswers('FaqUsageList', 'One entry per FAQ served at least once')
  faqUsage(): Promise<FaqUsage[]> {
    return this.chat.send(INSIGHTS_PATTERNS.FAQ_USAGE);
  }
}

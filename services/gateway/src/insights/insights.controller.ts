import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { FaqUsage, INSIGHTS_PATTERNS, InsightsSummary } from '@caddie/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { ServiceClient } from '../transport/service-client';
import { CHAT_CLIENT } from '../transport/service-clients.module';

/** /api/insights: what customers asked, from the chat transcripts; admin only. */
@Controller('insights')
@UseGuards(AdminGuard)
export class InsightsController {
  constructor(@Inject(CHAT_CLIENT) private readonly chat: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  summary(): Promise<InsightsSummary> {
    return this.chat.send(INSIGHTS_PATTERNS.SUMMARY);
  }

  /** How often and when last each FAQ was served, for the FAQ cards. */
  @Get('faq-usage')
  @Header('Cache-Control', 'no-store')
  faqUsage(): Promise<FaqUsage[]> {
    return this.chat.send(INSIGHTS_PATTERNS.FAQ_USAGE);
  }
}

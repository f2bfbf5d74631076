import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { FaqUsage, INSIGHTS_PATTERNS, InsightsSummary } from '@caddie/contracts';
import { InsightsService } from './insights.service';

/** Admin only: the gateway lets these through for a signed-in admin alone. */
@Controller()
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @MessagePattern(INSIGHTS_PATTERNS.SUMMARY)
  summary(): Promise<InsightsSummary> {
    return this.insights.summary();
  }

  @MessagePattern(INSIGHTS_PATTERNS.FAQ_USAGE)
  faqUsage(): Promise<FaqUsage[]> {
    return this.insights.faqUsage();
  }
}

import { Module } from '@nestjs/common';
import { FaqIndexModule } from '../faq-index/faq-index.module';
import { HelpfulVotes } from './helpful-votes';
import { LearnedMessagesSync } from './learned-messages-sync';
import { LearnedVotes } from './learned-votes';
import { LearningController } from './learning.controller';
import { LearningReviewService } from './learning-review.service';
import { VisitorPicks } from './visitor-picks';

/**
 * Learning from visitors: picks and helpful votes kept as evidence, the admin's review, and the
 * engine's list.
 */
@Module({
  imports: [FaqIndexModule],
  controllers: [LearningController],
  providers: [HelpfulVotes, LearnedMessagesSync, LearnedVotes, LearningReviewService, VisitorPicks],
  exports: [HelpfulVotes, LearnedVotes, VisitorPicks],
})
export class LearningModule {}

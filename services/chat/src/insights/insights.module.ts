import { Module } from '@nestjs/common';
import { FaqIndexModule } from '../faq-index/faq-index.module';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { TranscriptFigures } from './transcript-figures';

@Module({
  imports: [FaqIndexModule],
  controllers: [InsightsController],
  providers: [InsightsService, TranscriptFigures],
})
export class InsightsModule {}

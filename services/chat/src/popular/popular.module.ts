import { Module } from '@nestjs/common';
import { FaqIndexModule } from '../faq-index/faq-index.module';
import { FaqUses } from './faq-uses';
import { PopularController } from './popular.controller';
import { PopularFaqsRefresh } from './popular-faqs-refresh';

@Module({
  imports: [FaqIndexModule],
  controllers: [PopularController],
  providers: [FaqUses, PopularFaqsRefresh],
})
export class PopularModule {}

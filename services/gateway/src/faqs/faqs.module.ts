import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ActiveFaqsCache } from './active-faqs-cache';
import { FaqEventsController } from './faq-events.controller';
import { FaqsController } from './faqs.controller';

@Module({
  imports: [AuthModule],
  controllers: [FaqsController, FaqEventsController],
  providers: [ActiveFaqsCache],
})
export class FaqsModule {}

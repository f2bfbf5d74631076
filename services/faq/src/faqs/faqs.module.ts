import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FaqEventsModule } from '../events/faq-events.module';
import { FaqEntity } from './faq.entity';
import { FaqsController } from './faqs.controller';
import { FaqsService } from './faqs.service';

@Module({
  imports: [TypeOrmModule.forFeature([FaqEntity]), FaqEventsModule],
  controllers: [FaqsController],
  providers: [FaqsService],
})
export class FaqsModule {}

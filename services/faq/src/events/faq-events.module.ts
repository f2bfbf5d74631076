import { Module } from '@nestjs/common';
import { FaqEventsPublisher } from './faq-events.publisher';

@Module({ providers: [FaqEventsPublisher], exports: [FaqEventsPublisher] })
export class FaqEventsModule {}

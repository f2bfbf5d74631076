import { Module } from '@nestjs/common';
import { HandoffController } from './handoff.controller';
import { HandoffService } from './handoff.service';
import { HandoffWebhook } from './handoff-webhook';

@Module({
  controllers: [HandoffController],
  providers: [HandoffService, HandoffWebhook],
})
export class HandoffModule {}

import { Module } from '@nestjs/common';
import { HandoffController } from './handoff.controller';
import { HandoffIntake } from './handoff-intake';
import { HandoffLimits } from './handoff-limits';
import { HandoffService } from './handoff.service';
import { HandoffWebhook } from './handoff-webhook';

@Module({
  controllers: [HandoffController],
  providers: [HandoffIntake, HandoffLimits, HandoffService, HandoffWebhook],
})
export class HandoffModule {}

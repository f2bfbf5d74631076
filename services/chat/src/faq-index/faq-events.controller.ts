import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { FAQ_EVENTS } from '@caddie/contracts';
import { FaqIndexSync } from './faq-index-sync.service';

@Controller()
export class FaqEventsController {
  constructor(private readonly sync: FaqIndexSync) {}

  /** Whatever changed, re-read the whole active list: idempotent, and a lost event heals on the next. */
  @EventPattern(FAQ_EVENTS.CHANGED)
  async onFaqChanged(): Promise<void> {
    await this.sync.reload();
  }
}

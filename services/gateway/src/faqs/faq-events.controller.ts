import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { FAQ_EVENTS } from '@caddie/contracts';
import { ActiveFaqsCache } from './active-faqs-cache';

/** faq.changed, from the faq service: the cached active list is out of date. */
@Controller()
export class FaqEventsController {
  constructor(private readonly activeFaqs: ActiveFaqsCache) {}

  @EventPattern(FAQ_EVENTS.CHANGED)
  changed(): void {
    this.activeFaqs.invalidate();
  }
}

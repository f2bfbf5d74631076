import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CHAT_PATTERNS, PopularFaq } from '@caddie/contracts';
import { FaqIndex } from '../faq-index/faq-index';

@Controller()
export class PopularController {
  constructor(private readonly index: FaqIndex) {}

  /** Public: every chat page asks, so this is answered from memory. */
  @MessagePattern(CHAT_PATTERNS.POPULAR)
  popular(): PopularFaq[] {
    return this.index.popularFaqs.map(({ id, question }) => ({ id, question }));
  }
}

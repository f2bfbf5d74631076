import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateFaqDto, FAQ_PATTERNS, Faq, FaqIdDto, UpdateFaqMessage } from '@caddie/contracts';
import { FaqsService } from './faqs.service';

@Controller()
export class FaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @MessagePattern(FAQ_PATTERNS.LIST)
  list(): Promise<Faq[]> {
    return this.faqs.list();
  }

  @MessagePattern(FAQ_PATTERNS.LIST_ACTIVE)
  listActive(): Promise<Faq[]> {
    return this.faqs.listActive();
  }

  @MessagePattern(FAQ_PATTERNS.CREATE)
  create(@Payload() dto: CreateFaqDto): Promise<Faq> {
    return this.faqs.create(dto);
  }

  @MessagePattern(FAQ_PATTERNS.UPDATE)
  update(@Payload() message: UpdateFaqMessage): Promise<Faq> {
    return this.faqs.update(message);
  }

  @MessagePattern(FAQ_PATTERNS.DELETE)
  delete(@Payload() { id }: FaqIdDto): Promise<{ id: number }> {
    return this.faqs.delete(id);
  }
}

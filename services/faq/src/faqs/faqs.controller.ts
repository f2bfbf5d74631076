import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateFaqDto,
  FAQ_PATTERNS,
  Faq,
  FaqIdDto,
  FaqListPage,
  FaqListPageMessage,
  UpdateFaqMessage,
} from '@caddie/contracts';
import { FaqsService } from './faqs.service';

@Controller()
export class FaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @MessagePattern(FAQ_PATTERNS.LIST_PAGE)
  listPage(@Payload() message: FaqListPageMessage): Promise<FaqListPage> {
    return this.faqs.listPage(message);
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

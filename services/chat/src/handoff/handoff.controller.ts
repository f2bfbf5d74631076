import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateHandoffDto,
  HANDOFF_PATTERNS,
  HandoffReceipt,
  HandoffRequest,
  ListHandoffsDto,
  UpdateHandoffMessage,
} from '@caddie/contracts';
import { HandoffService } from './handoff.service';

@Controller()
export class HandoffController {
  constructor(private readonly handoffs: HandoffService) {}

  @MessagePattern(HANDOFF_PATTERNS.CREATE)
  create(@Payload() dto: CreateHandoffDto): Promise<HandoffReceipt> {
    return this.handoffs.create(dto);
  }

  @MessagePattern(HANDOFF_PATTERNS.LIST)
  list(@Payload() { status }: ListHandoffsDto): Promise<HandoffRequest[]> {
    return this.handoffs.list(status);
  }

  @MessagePattern(HANDOFF_PATTERNS.UPDATE)
  update(@Payload() message: UpdateHandoffMessage): Promise<HandoffRequest> {
    return this.handoffs.update(message);
  }
}

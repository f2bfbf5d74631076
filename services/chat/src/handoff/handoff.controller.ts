import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateHandoffDto,
  ErasedHandoff,
  HANDOFF_PATTERNS,
  HandoffIdDto,
  HandoffPage,
  HandoffReceipt,
  HandoffRequest,
  HandoffSummary,
  ListHandoffsDto,
  UpdateHandoffMessage,
} from '@caddie/contracts';
import { HandoffIntake } from './handoff-intake';
import { HandoffService } from './handoff.service';

@Controller()
export class HandoffController {
  constructor(
    private readonly intake: HandoffIntake,
    private readonly handoffs: HandoffService,
  ) {}

  @MessagePattern(HANDOFF_PATTERNS.CREATE)
  create(@Payload() dto: CreateHandoffDto): Promise<HandoffReceipt> {
    return this.intake.create(dto);
  }

  @MessagePattern(HANDOFF_PATTERNS.LIST)
  list(@Payload() query: ListHandoffsDto): Promise<HandoffPage> {
    return this.handoffs.list(query);
  }

  @MessagePattern(HANDOFF_PATTERNS.GET)
  get(@Payload() { id }: HandoffIdDto): Promise<HandoffRequest> {
    return this.handoffs.get(id);
  }

  @MessagePattern(HANDOFF_PATTERNS.UPDATE)
  update(@Payload() message: UpdateHandoffMessage): Promise<HandoffSummary> {
    return this.handoffs.update(message);
  }

  @MessagePattern(HANDOFF_PATTERNS.ERASE)
  erase(@Payload() { id }: HandoffIdDto): Promise<ErasedHandoff> {
    return this.handoffs.erase(id);
  }
}

import { Body, Controller, Get, Header, Inject, Param, Put, Query } from '@nestjs/common';
import {
  HANDOFF_PATTERNS,
  HandoffIdDto,
  HandoffRequest,
  ListHandoffsDto,
  UpdateHandoffDto,
} from '@caddie/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswers, ApiPathFrom, ApiQueryFrom } from '../api-document/api-decorators';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ServiceClient } from '../transport/service-client';
import { CHAT_CLIENT } from '../transport/service-clients.module';

/** /api/handoffs: the questions visitors left for the team, for the signed-in admin. */
@ApiTags('handoffs')
@Controller('handoffs')
@AdminOnly()
export class HandoffsController {
  constructor(@Inject(CHAT_CLIENT) private readonly chat: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Questions visitors left for the team, newest first' })
  @ApiQueryFrom(ListHandoffsDto)
  @ApiAnswers('HandoffList', 'Each request with its conversation')
  list(@Query() { status }: ListHandoffsDto): Promise<HandoffRequest[]> {
    return this.chat.send(HANDOFF_PATTERNS.LIST, status ? { status } : {});
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a request done, or open again' })
  @ApiPathFrom(HandoffIdDto)
  @ApiAnswers('HandoffRequest', 'The request as saved')
  update(
    @Param() { id }: HandoffIdDto,
    @Body() { status }: UpdateHandoffDto,
  ): Promise<HandoffRequest> {
    return this.chat.send(HANDOFF_PATTERNS.UPDATE, { id, status });
  }
}

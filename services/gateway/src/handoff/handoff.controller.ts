import { Body, Controller, Delete, Get, Header, Inject, Param, Put, Query } from '@nestjs/common';
import {
  ErasedHandoff,
  HANDOFF_PATTERNS,
  HandoffIdDto,
  HandoffPage,
  HandoffRequest,
  HandoffSummary,
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
export class HandoffController {
  constructor(@Inject(CHAT_CLIENT) private readonly chat: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Questions visitors left for the team, newest first, a page at a time' })
  @ApiQueryFrom(ListHandoffsDto)
  @ApiAnswers('HandoffPage', 'A page of requests, without their conversations')
  list(@Query() query: ListHandoffsDto): Promise<HandoffPage> {
    return this.chat.send(HANDOFF_PATTERNS.LIST, query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One request with its conversation' })
  @ApiPathFrom(HandoffIdDto)
  @ApiAnswers('HandoffRequest', 'The request and the conversation copied with it')
  get(@Param() { id }: HandoffIdDto): Promise<HandoffRequest> {
    return this.chat.send(HANDOFF_PATTERNS.GET, { id });
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a request done, or open again' })
  @ApiPathFrom(HandoffIdDto)
  @ApiAnswers('HandoffSummary', 'The request as saved')
  update(
    @Param() { id }: HandoffIdDto,
    @Body() { status }: UpdateHandoffDto,
  ): Promise<HandoffSummary> {
    return this.chat.send(HANDOFF_PATTERNS.UPDATE, { id, status });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Erase a request: its conversation and the email address with it' })
  @ApiPathFrom(HandoffIdDto)
  @ApiAnswers('ErasedHandoff', 'The request is gone')
  erase(@Param() { id }: HandoffIdDto): Promise<ErasedHandoff> {
    return this.chat.send(HANDOFF_PATTERNS.ERASE, { id });
  }
}

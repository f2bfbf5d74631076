import { Body, Controller, Delete, Get, Header, Inject, Param, Post, Put } from '@nestjs/common';
import { CreateFaqDto, FAQ_PATTERNS, Faq, FaqIdDto, UpdateFaqDto } from '@caddie/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswers, ApiPathFrom } from '../api-document/api-decorators';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ServiceClient } from '../transport/service-client';
import { FAQ_CLIENT } from '../transport/service-clients.module';
import { ActiveFaqsCache } from './active-faqs-cache';
import { listFaqs } from './list-faqs';

/**
 * /api/faqs: the active list is public; everything else is for the signed-in admin. Import
 * and export are faq-transfer's.
 */
@ApiTags('faqs')
@Controller('faqs')
export class FaqsController {
  constructor(
    @Inject(FAQ_CLIENT) private readonly faq: ServiceClient,
    private readonly activeFaqs: ActiveFaqsCache,
  ) {}

  /** The page's FAQ list, as JSON bytes from the gateway's cache. */
  @Get('active')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'The active FAQs, for the chat page' })
  @ApiAnswers('FaqList', 'Every active FAQ')
  listActive(): Promise<Buffer> {
    return this.activeFaqs.get();
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every FAQ, active or not' })
  @ApiAnswers('FaqList', 'Every FAQ')
  list(): Promise<Faq[]> {
    return listFaqs(this.faq, false);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create an FAQ' })
  @ApiAnswers('Faq', 'The new FAQ', 201)
  create(@Body() dto: CreateFaqDto): Promise<Faq> {
    return this.faq.send(FAQ_PATTERNS.CREATE, dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change any fields of an FAQ' })
  @ApiPathFrom(FaqIdDto)
  @ApiAnswers('Faq', 'The FAQ as saved')
  update(@Param() { id }: FaqIdDto, @Body() dto: UpdateFaqDto): Promise<Faq> {
    return this.faq.send(FAQ_PATTERNS.UPDATE, { ...dto, id });
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an FAQ' })
  @ApiPathFrom(FaqIdDto)
  @ApiAnswers('DeletedFaq', 'The id of the deleted FAQ')
  delete(@Param() { id }: FaqIdDto): Promise<{ id: number }> {
    return this.faq.send(FAQ_PATTERNS.DELETE, { id });
  }
}

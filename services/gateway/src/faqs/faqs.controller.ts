import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  CreateFaqDto,
  ExportFaqsDto,
  FAQ_PATTERNS,
  Faq,
  FaqIdDto,
  ImportResult,
  UpdateFaqDto,
} from '@caddie/contracts';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { GatewayConfig } from '../config/gateway.config';
import { importBodyOf } from '../http/import-body';
import { ServiceClient } from '../transport/service-client';
import { FAQ_CLIENT } from '../transport/service-clients.module';
import { ActiveFaqsCache } from './active-faqs-cache';
import { readImportBody } from './import/read-import-body';
import { sendImport } from './import/send-import';
import { listFaqs } from './list-faqs';
import { streamExport } from './stream-export';

/** /api/faqs: the active list is public; everything else is for the signed-in admin. */
@Controller('faqs')
export class FaqsController {
  constructor(
    @Inject(FAQ_CLIENT) private readonly faq: ServiceClient,
    private readonly config: GatewayConfig,
    private readonly activeFaqs: ActiveFaqsCache,
  ) {}

  /** The page's FAQ list, as JSON bytes from the gateway's cache. */
  @Get('active')
  @Header('Content-Type', 'application/json; charset=utf-8')
  listActive(): Promise<Buffer> {
    return this.activeFaqs.get();
  }

  @Get()
  @UseGuards(AdminGuard)
  list(): Promise<Faq[]> {
    return listFaqs(this.faq, false);
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body() dto: CreateFaqDto): Promise<Faq> {
    return this.faq.send(FAQ_PATTERNS.CREATE, dto);
  }

  @Get('export')
  @UseGuards(AdminGuard)
  export(@Query() { format }: ExportFaqsDto, @Res() response: FastifyReply): Promise<void> {
    return streamExport(this.faq, format ?? 'json', response);
  }

  @Post('import')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  import(@Req() request: FastifyRequest): Promise<ImportResult> {
    const parts = readImportBody(importBodyOf(request));
    return sendImport(this.faq, parts, this.config.IMPORT_TIMEOUT_MS);
  }

  @Put(':id')
  @UseGuards(AdminGuard)
  update(@Param() { id }: FaqIdDto, @Body() dto: UpdateFaqDto): Promise<Faq> {
    return this.faq.send(FAQ_PATTERNS.UPDATE, { ...dto, id });
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  delete(@Param() { id }: FaqIdDto): Promise<{ id: number }> {
    return this.faq.send(FAQ_PATTERNS.DELETE, { id });
  }
}

import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ExportFaqsDto, ImportResult } from '@caddie/contracts';
import { ApiBody, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ApiAnswers, ApiQueryFrom } from '../api-document/api-decorators';
import { AdminOnly } from '../auth/admin-only.decorator';
import { GatewayConfig } from '../config/gateway.config';
import { ServiceClient } from '../transport/service-client';
import { FAQ_CLIENT } from '../transport/service-clients.module';
import { importBodyOf } from './import-body';
import { IMPORT_BODY_SCHEMA } from './import-body.schema';
import { readImportBody } from './read-import-body';
import { sendImport } from './send-import';
import { streamExport } from './stream-export';

/**
 * The FAQs in and out as files. POST /api/faqs/import: the body is read as it arrives (after
 * the admin check) into numbered rows, sent on in parts to the faq service, which checks every
 * row (the row limit included) and commits them all or none. GET /api/faqs/export: the FAQs
 * page by page, written as the file streams out.
 */
@ApiTags('faqs')
@Controller('faqs')
export class FaqTransferController {
  constructor(
    @Inject(FAQ_CLIENT) private readonly faq: ServiceClient,
    private readonly config: GatewayConfig,
  ) {}

  @Post('import')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Import FAQs from JSON rows or CSV text, all or nothing' })
  @ApiBody({ schema: IMPORT_BODY_SCHEMA })
  @ApiAnswers('ImportResult', 'How many FAQs were imported and removed')
  import(@Req() request: FastifyRequest): Promise<ImportResult> {
    const parts = readImportBody(importBodyOf(request));
    return sendImport(this.faq, parts, this.config.IMPORT_TIMEOUT_MS);
  }

  @Get('export')
  @AdminOnly()
  @ApiOperation({ summary: 'Download every FAQ as faqs-export-YYYY-MM-DD.json or .csv' })
  @ApiQueryFrom(ExportFaqsDto)
  @ApiProduces('application/json', 'text/csv')
  @ApiAnswers('FaqExport', 'The download (JSON as here; CSV: a header row, then one row per FAQ)')
  export(@Query() { format }: ExportFaqsDto, @Res() response: FastifyReply): Promise<void> {
    return streamExport(this.faq, format ?? 'json', response);
  }
}

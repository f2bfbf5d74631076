import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ImportResult } from '@caddie/contracts';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ApiAnswers } from '../api-document/api-decorators';
import { AdminOnly } from '../auth/admin-only.decorator';
import { GatewayConfig } from '../config/gateway.config';
import { ServiceClient } from '../transport/service-client';
import { FAQ_CLIENT } from '../transport/service-clients.module';
import { importBodyOf } from './import-body';
import { IMPORT_BODY_SCHEMA } from './import-body.schema';
import { readImportBody } from './read-import-body';
import { sendImport } from './send-import';

/**
 * POST /api/faqs/import: the body is read as it arrives (after the admin check), cut into
 * parts of whole rows and sent on to the faq service, which checks every row (the row limit
 * included) and commits them all or none.
 */
@ApiTags('faqs')
@Controller('faqs')
export class FaqImportController {
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
}

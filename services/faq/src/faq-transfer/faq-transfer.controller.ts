import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ExportPage,
  ExportPageMessage,
  FAQ_PATTERNS,
  ImportFaqsDto,
  ImportResult,
} from '@caddie/contracts';
import { FaqExportService } from './faq-export.service';
import { FaqImportService } from './faq-import.service';

@Controller()
export class FaqTransferController {
  constructor(
    private readonly importer: FaqImportService,
    private readonly exporter: FaqExportService,
  ) {}

  @MessagePattern(FAQ_PATTERNS.IMPORT)
  import(@Payload() dto: ImportFaqsDto): Promise<ImportResult> {
    return this.importer.import(dto);
  }

  @MessagePattern(FAQ_PATTERNS.EXPORT_PAGE)
  exportPage(@Payload() message: ExportPageMessage): Promise<ExportPage> {
    return this.exporter.page(message);
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ExportPage,
  ExportPageMessage,
  FAQ_PATTERNS,
  ImportCommitMessage,
  ImportPartMessage,
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

  @MessagePattern(FAQ_PATTERNS.IMPORT_PART)
  async importPart(@Payload() message: ImportPartMessage): Promise<{ stored: true }> {
    await this.importer.stagePart(message);
    return { stored: true };
  }

  @MessagePattern(FAQ_PATTERNS.IMPORT_COMMIT)
  importCommit(@Payload() message: ImportCommitMessage): Promise<ImportResult> {
    return this.importer.commit(message);
  }

  @MessagePattern(FAQ_PATTERNS.EXPORT_PAGE)
  exportPage(@Payload() message: ExportPageMessage): Promise<ExportPage> {
    return this.exporter.page(message);
  }
}

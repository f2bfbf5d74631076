import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FAQ_PATTERNS, ImportCommitMessage, ImportResult } from '@caddie/contracts';
import { FaqImportService } from './faq-import.service';
import { importPartOf } from './import-part-payload';

/** The import's messages; an export reads the FAQs page by page (faq.list-page). */
@Controller()
export class FaqTransferController {
  constructor(private readonly importer: FaqImportService) {}

  /** Typed unknown, so the validation pipe leaves it to importPartOf (which says why). */
  @MessagePattern(FAQ_PATTERNS.IMPORT_PART)
  async importPart(@Payload() payload: unknown): Promise<{ stored: true }> {
    await this.importer.stagePart(importPartOf(payload));
    return { stored: true };
  }

  @MessagePattern(FAQ_PATTERNS.IMPORT_COMMIT)
  importCommit(@Payload() message: ImportCommitMessage): Promise<ImportResult> {
    return this.importer.commit(message);
  }
}

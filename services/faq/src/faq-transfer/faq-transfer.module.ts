import { Module } from '@nestjs/common';
import { FaqEventsModule } from '../events/faq-events.module';
import { FaqImportService } from './faq-import.service';
import { FaqTransferController } from './faq-transfer.controller';

@Module({
  imports: [FaqEventsModule],
  controllers: [FaqTransferController],
  providers: [FaqImportService],
})
export class FaqTransferModule {}

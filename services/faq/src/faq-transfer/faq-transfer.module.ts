import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FaqEventsModule } from '../events/faq-events.module';
import { FaqEntity } from '../faqs/faq.entity';
import { FaqExportService } from './faq-export.service';
import { FaqImportService } from './faq-import.service';
import { FaqTransferController } from './faq-transfer.controller';

@Module({
  imports: [TypeOrmModule.forFeature([FaqEntity]), FaqEventsModule],
  controllers: [FaqTransferController],
  providers: [FaqImportService, FaqExportService],
})
export class FaqTransferModule {}

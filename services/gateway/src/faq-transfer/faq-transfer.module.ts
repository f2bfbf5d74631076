import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FaqTransferController } from './faq-transfer.controller';

@Module({ imports: [AuthModule], controllers: [FaqTransferController] })
export class FaqTransferModule {}

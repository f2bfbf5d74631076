import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FaqImportController } from './faq-import.controller';

@Module({ imports: [AuthModule], controllers: [FaqImportController] })
export class FaqImportModule {}

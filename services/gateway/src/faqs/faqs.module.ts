import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FaqsController } from './faqs.controller';

@Module({ imports: [AuthModule], controllers: [FaqsController] })
export class FaqsModule {}

import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HandoffsController } from './handoffs.controller';

@Module({ imports: [AuthModule], controllers: [HandoffsController] })
export class HandoffsModule {}

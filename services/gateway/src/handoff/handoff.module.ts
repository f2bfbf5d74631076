import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HandoffController } from './handoff.controller';

@Module({ imports: [AuthModule], controllers: [HandoffController] })
export class HandoffModule {}

import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TranscriptRetention } from './transcript-retention';

@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [TranscriptRetention],
  exports: [TranscriptRetention],
})
export class RetentionModule {}

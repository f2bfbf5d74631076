import { Module } from '@nestjs/common';
import { FaqIndexModule } from '../faq-index/faq-index.module';
import { LearningModule } from '../learning/learning.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { Transcript } from './transcript';
import { GroundedReplyWriter } from '../grounded-reply/grounded-reply-writer';

@Module({
  imports: [FaqIndexModule, LearningModule],
  controllers: [ChatController],
  providers: [ChatService, GroundedReplyWriter, Transcript],
})
export class ChatModule {}

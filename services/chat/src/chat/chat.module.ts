import { Module } from '@nestjs/common';
import { FaqIndexModule } from '../faq-index/faq-index.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { Transcript } from './transcript';
import { GroundedReplyWriter } from '../grounded-reply/grounded-reply-writer';

@Module({
  imports: [FaqIndexModule],
  controllers: [ChatController],
  providers: [ChatService, GroundedReplyWriter, Transcript],
})
export class ChatModule {}

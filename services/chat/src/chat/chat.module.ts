import { Module } from '@nestjs/common';
import { FaqIndexModule } from '../faq-index/faq-index.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';

@Module({
  imports: [FaqIndexModule],
  controllers: [ChatController],
  providers: [ChatService],
})
export class ChatModule {}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CHAT_PATTERNS, ChatReply, ChatSession, SendChatMessageDto } from '@caddie/contracts';
import { ChatService } from './chat.service';

@Controller()
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @MessagePattern(CHAT_PATTERNS.CREATE_SESSION)
  createSession(): Promise<ChatSession> {
    return this.chat.createSession();
  }

  @MessagePattern(CHAT_PATTERNS.REPLY)
  reply(@Payload() message: SendChatMessageDto): Promise<ChatReply> {
    return this.chat.reply(message);
  }
}

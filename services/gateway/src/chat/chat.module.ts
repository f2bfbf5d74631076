import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { PopularFaqsCache } from './popular-faqs-cache';

@Module({ controllers: [ChatController], providers: [PopularFaqsCache] })
export class ChatModule {}

import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { PopularFaqsCache } from './popular-faqs-cache';
import { WidgetSettingsController } from './widget-settings.controller';

@Module({ controllers: [ChatController, WidgetSettingsController], providers: [PopularFaqsCache] })
export class ChatModule {}

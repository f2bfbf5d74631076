import './tracing';
import 'reflect-metadata';
import { useTrade } from '@caddie/answer-engine';
import { runService } from '@caddie/service-kit';
import { openDatabase } from '@caddie/service-kit/database';
import { AppModule } from './app.module';
import { ChatServiceConfig } from './config/chat-service.config';

runService('chat', ChatServiceConfig, async (config, transport) => {
  useTrade(config.shopProfile.vocabulary.trade);
  return AppModule.forRoot(
    config,
    await openDatabase(config.CHAT_DATABASE_URL, config.DATA_DIR, 'chat-db'),
    transport,
  );
});

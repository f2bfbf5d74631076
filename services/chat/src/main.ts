import './tracing';
import 'reflect-metadata';
import { runService } from '@caddie/service-kit';
import { openDatabase } from '@caddie/service-kit/database';
import { AppModule } from './app.module';
import { ChatServiceConfig } from './config/chat-service.config';
import { useTrade } from './language/synonyms';

runService('chat', ChatServiceConfig, async (config, transport) => {
  useTrade(config.SHOP_TRADE);
  return AppModule.forRoot(
    config,
    await openDatabase(config.CHAT_DATABASE_URL, config.DATA_DIR, 'chat-db'),
    transport,
  );
});

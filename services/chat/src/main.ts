import 'reflect-metadata';
import {
  exitOnBootFailure,
  loadConfig,
  openDatabase,
  serverTransport,
  startService,
} from '@caddie/service-kit';
import { AppModule } from './app.module';
import { ChatServiceConfig } from './config/chat-service.config';

async function main(): Promise<void> {
  const config = loadConfig(ChatServiceConfig);
  const database = await openDatabase(config.CHAT_DATABASE_URL, config.DATA_DIR, 'chat-db');
  const transport = serverTransport(config.REDIS_URL, `${config.LISTEN_HOST}:${config.TCP_PORT}`);
  await startService({
    name: 'chat',
    module: AppModule.forRoot(config, database, transport),
    transport,
    listenHost: config.LISTEN_HOST,
    healthPort: config.HEALTH_PORT,
  });
}

main().catch(exitOnBootFailure('chat'));

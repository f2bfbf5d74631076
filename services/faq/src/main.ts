import 'reflect-metadata';
import {
  exitOnBootFailure,
  loadConfig,
  openDatabase,
  serverTransport,
  startService,
} from '@caddie/service-kit';
import { AppModule } from './app.module';
import { FaqServiceConfig } from './config/faq-service.config';

async function main(): Promise<void> {
  const config = loadConfig(FaqServiceConfig);
  const database = await openDatabase(config.FAQ_DATABASE_URL, config.DATA_DIR, 'faq-db');
  const transport = serverTransport(config.REDIS_URL, `${config.LISTEN_HOST}:${config.TCP_PORT}`);
  await startService({
    name: 'faq',
    module: AppModule.forRoot(config, database, transport),
    transport,
    listenHost: config.LISTEN_HOST,
    healthPort: config.HEALTH_PORT,
  });
}

main().catch(exitOnBootFailure('faq'));

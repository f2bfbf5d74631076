import './tracing';
import 'reflect-metadata';
import { runService } from '@caddie/service-kit';
import { openDatabase } from '@caddie/service-kit/database';
import { AppModule } from './app.module';
import { FaqServiceConfig } from './config/faq-service.config';

runService('faq', FaqServiceConfig, async (config, transport) =>
  AppModule.forRoot(
    config,
    await openDatabase(config.FAQ_DATABASE_URL, config.DATA_DIR, 'faq-db'),
    transport,
  ),
);

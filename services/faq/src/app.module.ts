import { DynamicModule, Global, Module } from '@nestjs/common';
import { DatabaseModule, OpenedDatabase, ServiceHealthModule, loggerModule, serverTransport } from '@caddie/service-kit';
import { FaqServiceConfig } from './config/faq-service.config';
import { FaqEntity } from './faqs/faq.entity';
import { FaqsModule } from './faqs/faqs.module';
import { FaqTransferModule } from './faq-transfer/faq-transfer.module';
import { FAQ_MIGRATIONS } from './migrations';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: FaqServiceConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: FaqServiceConfig, useValue: config }], exports: [FaqServiceConfig] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: FaqServiceConfig, database: OpenedDatabase): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule('faq', config.LOG_LEVEL),
        DatabaseModule.forRoot({
          ...database,
          poolSize: config.DB_POOL_SIZE,
          entities: [FaqEntity],
          migrations: FAQ_MIGRATIONS,
          migrationLock: 417_001,
        }),
        ServiceHealthModule.forRoot({ database: true, transport: serverTransport(config.REDIS_URL, `${config.LISTEN_HOST}:${config.TCP_PORT}`) }),
        FaqsModule,
        FaqTransferModule,
      ],
    };
  }
}

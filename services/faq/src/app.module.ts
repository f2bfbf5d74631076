import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ServiceHealthModule, loggerModule } from '@caddie/service-kit';
import { DatabaseModule, OpenedDatabase } from '@caddie/service-kit/database';
import { MicroserviceOptions } from '@nestjs/microservices';
import { FaqServiceConfig } from './config/faq-service.config';
import { FaqEntity } from './faqs/faq.entity';
import { FaqsModule } from './faqs/faqs.module';
import { FaqTransferModule } from './faq-transfer/faq-transfer.module';
import { FAQ_MIGRATIONS } from './migrations';
import { seedDemoFaqs } from './seed/demo-faqs.seed';

@Module({})
export class AppModule {
  static forRoot(
    config: FaqServiceConfig,
    database: OpenedDatabase,
    transport: MicroserviceOptions,
  ): DynamicModule {
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
          seed: config.seedDemoFaqs ? seedDemoFaqs : undefined,
        }),
        ServiceHealthModule.forRoot({ database: true, transport }),
        FaqsModule,
        FaqTransferModule,
      ],
    };
  }
}

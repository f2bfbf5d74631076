import { DynamicModule, Module } from '@nestjs/common';
import { MicroserviceOptions } from '@nestjs/microservices';
import { ConfigModule, ServiceHealthModule, loggerModule } from '@caddie/service-kit';
import { DatabaseModule, OpenedDatabase } from '@caddie/service-kit/database';
import { ChatMessageEntity } from './chat/chat-message.entity';
import { ChatSessionEntity } from './chat/chat-session.entity';
import { ChatModule } from './chat/chat.module';
import { ClockModule } from './clock/clock.module';
import { FeedbackModule } from './feedback/feedback.module';
import { HandoffModule } from './handoff/handoff.module';
import { InsightsModule } from './insights/insights.module';
import { PopularModule } from './popular/popular.module';
import { RetentionModule } from './retention/retention.module';
import { ChatServiceConfig } from './config/chat-service.config';
import { FaqIndex } from './faq-index/faq-index';
import { FaqIndexModule } from './faq-index/faq-index.module';
import { CHAT_MIGRATIONS } from './migrations';

@Module({})
export class AppModule {
  static forRoot(
    config: ChatServiceConfig,
    database: OpenedDatabase,
    transport: MicroserviceOptions,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggerModule('chat', config.LOG_LEVEL),
        DatabaseModule.forRoot({
          ...database,
          poolSize: config.DB_POOL_SIZE,
          entities: [ChatSessionEntity, ChatMessageEntity],
          migrations: CHAT_MIGRATIONS,
          migrationLock: 417_002,
        }),
        // Ready only once the FAQ index is loaded: before that every answer would be a decline.
        ServiceHealthModule.forRoot({
          database: true,
          transport,
          readinessProbe: { module: FaqIndexModule, token: FaqIndex },
        }),
        ClockModule,
        ChatModule,
        FeedbackModule,
        HandoffModule,
        InsightsModule,
        PopularModule,
        RetentionModule,
      ],
    };
  }
}

import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigModule, appLoggerModule } from '@caddie/service-kit';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { AuthModule } from './auth/auth.module';
import { ChatModule } from './chat/chat.module';
import { GatewayConfig } from './config/gateway.config';
import { FaqTransferModule } from './faq-transfer/faq-transfer.module';
import { FaqsModule } from './faqs/faqs.module';
import { HandoffModule } from './handoff/handoff.module';
import { HealthModule } from './health/health.module';
import { InsightsModule } from './insights/insights.module';
import { LearningModule } from './learning/learning.module';
import { MetricsModule } from './metrics/metrics.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SESSION_REDIS } from './session/session.tokens';
import { ServiceClientsModule } from './transport/service-clients.module';

@Module({})
export class AppModule implements OnApplicationShutdown {
  static forRoot(
    config: GatewayConfig,
    sessionRedis: Redis | undefined,
    log: Logger,
  ): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ConfigModule.forRoot(config),
        appLoggerModule(log),
        ServiceClientsModule,
        RateLimitModule,
        AuthModule,
        FaqsModule,
        FaqTransferModule,
        ChatModule,
        InsightsModule,
        HandoffModule,
        LearningModule,
        HealthModule,
        MetricsModule,
      ],
      providers: [{ provide: SESSION_REDIS, useValue: sessionRedis }],
      exports: [SESSION_REDIS],
    };
  }

  constructor(@Inject(SESSION_REDIS) private readonly sessionRedis: Redis | undefined) {}

  async onApplicationShutdown(): Promise<void> {
    await this.sessionRedis?.quit();
  }
}

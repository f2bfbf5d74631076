import { Global, Module } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';
import { READINESS_PROBE, clientTransport } from '@caddie/service-kit';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqEventsController } from './faq-events.controller';
import { FaqIndex } from './faq-index';
import { FAQ_CLIENT, FaqIndexSync } from './faq-index-sync.service';

// Global so the health module sees the index as its readiness probe.
@Global()
@Module({
  controllers: [FaqEventsController],
  providers: [
    FaqIndex,
    FaqIndexSync,
    { provide: READINESS_PROBE, useExisting: FaqIndex },
    {
      provide: FAQ_CLIENT,
      inject: [ChatServiceConfig],
      useFactory: (config: ChatServiceConfig) =>
        ClientProxyFactory.create(clientTransport(config.REDIS_URL, config.FAQ_SERVICE_ADDRESS)),
    },
  ],
  exports: [FaqIndex, READINESS_PROBE],
})
export class FaqIndexModule {}

import { Module } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';
import { clientTransport } from '@caddie/service-kit';
import { ChatServiceConfig } from '../config/chat-service.config';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { FaqEventsController } from './faq-events.controller';
import { FaqIndex } from './faq-index';
import { FAQ_CLIENT, FaqIndexSync } from './faq-index-sync.service';

@Module({
  imports: [EmbeddingsModule],
  controllers: [FaqEventsController],
  providers: [
    FaqIndex,
    FaqIndexSync,
    {
      provide: FAQ_CLIENT,
      inject: [ChatServiceConfig],
      useFactory: (config: ChatServiceConfig) =>
        ClientProxyFactory.create(
          clientTransport(config.REDIS_URL, config.FAQ_SERVICE_ADDRESS, config.REDIS_PREFIX),
        ),
    },
  ],
  exports: [FaqIndex],
})
export class FaqIndexModule {}

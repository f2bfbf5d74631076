import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory } from '@nestjs/microservices';
import { FAQ_EVENTS, FaqChangedEvent } from '@caddie/contracts';
import { clientTransport } from '@caddie/service-kit';
import { FaqServiceConfig } from '../config/faq-service.config';

/**
 * Announces faq.changed. With Redis one publish reaches every listener (all chat replicas);
 * in embedded mode each listener has its own TCP address. Delivery is at most once, so
 * listeners also re-read the full list at start.
 */
@Injectable()
export class FaqEventsPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(FaqEventsPublisher.name);
  private readonly clients: ClientProxy[];

  constructor(config: FaqServiceConfig) {
    const targets = config.REDIS_URL ? [''] : config.FAQ_EVENT_SUBSCRIBERS;
    this.clients = targets.map((address) =>
      ClientProxyFactory.create(clientTransport(config.REDIS_URL, address, config.REDIS_PREFIX)),
    );
  }

  changed(change: FaqChangedEvent['change'], ids?: number[]): void {
    const event: FaqChangedEvent = { change, ids, at: new Date().toISOString() };
    for (const client of this.clients) {
      client.emit(FAQ_EVENTS.CHANGED, event).subscribe({
        error: (error: Error) => this.logger.warn(`faq.changed not delivered: ${error.message}`),
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

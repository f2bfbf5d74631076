import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';
import { clientTransport } from '@caddie/service-kit';
import { GatewayConfig } from '../config/gateway.config';
import { ServiceClient } from './service-client';

export const AUTH_CLIENT = Symbol('AUTH_CLIENT');
export const FAQ_CLIENT = Symbol('FAQ_CLIENT');
export const CHAT_CLIENT = Symbol('CHAT_CLIENT');

function serviceClient(name: string, address: (config: GatewayConfig) => string) {
  return (config: GatewayConfig) =>
    new ServiceClient(
      name,
      ClientProxyFactory.create(
        clientTransport(config.REDIS_URL, address(config), config.REDIS_PREFIX),
      ),
      config.RPC_TIMEOUT_MS,
    );
}

@Global()
@Module({
  providers: [
    {
      provide: AUTH_CLIENT,
      inject: [GatewayConfig],
      useFactory: serviceClient('auth', (c) => c.AUTH_SERVICE_ADDRESS),
    },
    {
      provide: FAQ_CLIENT,
      inject: [GatewayConfig],
      useFactory: serviceClient('faq', (c) => c.FAQ_SERVICE_ADDRESS),
    },
    {
      provide: CHAT_CLIENT,
      inject: [GatewayConfig],
      useFactory: serviceClient('chat', (c) => c.CHAT_SERVICE_ADDRESS),
    },
  ],
  exports: [AUTH_CLIENT, FAQ_CLIENT, CHAT_CLIENT],
})
export class ServiceClientsModule implements OnApplicationShutdown {
  constructor(
    @Inject(AUTH_CLIENT) private readonly auth: ServiceClient,
    @Inject(FAQ_CLIENT) private readonly faq: ServiceClient,
    @Inject(CHAT_CLIENT) private readonly chat: ServiceClient,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.auth, this.faq, this.chat].map((client) => client.close()));
  }
}

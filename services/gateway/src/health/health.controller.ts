import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HEALTH_PATTERN } from '@caddie/contracts';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
} from '@nestjs/terminus';
import { SESSION_REDIS } from '../session/session.tokens';
import Redis from 'ioredis';
import { ServiceClient } from '../transport/service-client';
import { AUTH_CLIENT, CHAT_CLIENT, FAQ_CLIENT } from '../transport/service-clients.module';

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly services: ServiceClient[];

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @Inject(SESSION_REDIS) private readonly redis: Redis | undefined,
    @Inject(AUTH_CLIENT) auth: ServiceClient,
    @Inject(FAQ_CLIENT) faq: ServiceClient,
    @Inject(CHAT_CLIENT) chat: ServiceClient,
  ) {
    this.services = [auth, faq, chat];
  }

  /** Liveness: the event loop answers. */
  @Get('live')
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the gateway answers' })
  live() {
    return this.health.check([]);
  }

  /**
   * Readiness: the gateway's own store and transport (Redis in production). The services are
   * not part of it: one service down must not take every gateway out of the load balancer.
   */
  @Get('ready')
  @HealthCheck()
  @ApiOperation({
    summary: 'Readiness: the gateway can take traffic (its own store and transport)',
  })
  ready() {
    const checks: HealthIndicatorFunction[] = [];
    if (this.redis) checks.push(() => this.redisPing('redis'));
    return this.health.check(checks);
  }

  /** For operators and tests: does each service answer over the transport right now? */
  @Get('services')
  @HealthCheck()
  @ApiOperation({ summary: 'Whether each service answers over the transport now' })
  servicesUp() {
    return this.health.check(this.services.map((service) => () => this.servicePing(service)));
  }

  private async redisPing(key: string) {
    const check = this.indicator.check(key);
    try {
      await Promise.race([this.redis!.ping(), timeoutAfter(1000)]);
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  private async servicePing(service: ServiceClient) {
    const check = this.indicator.check(service.name);
    try {
      await service.send(HEALTH_PATTERN, {}, 1000);
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }
}

function timeoutAfter(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
  );
}

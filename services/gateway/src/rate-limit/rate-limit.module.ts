import { ExecutionContext, Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';
import { GatewayConfig } from '../config/gateway.config';
import { SESSION_REDIS } from '../session/session.tokens';
import { FailOpenStorage } from './fail-open-storage';
import { RATE_LIMIT_KIND, RateLimitKind } from './rate-limited.decorator';

const MINUTE_MS = 60_000;

/**
 * Per-client budgets for the public routes that cost the most (see @RateLimited). Counted in
 * Redis when there is one, so every gateway replica shares them; in memory in embedded mode.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GatewayConfig, SESSION_REDIS],
      useFactory: (config: GatewayConfig, redis: Redis | undefined) => {
        const perMinute: Record<RateLimitKind, number> = {
          messages: config.RATE_LIMIT_MESSAGES_PER_MINUTE,
          sessions: config.RATE_LIMIT_SESSIONS_PER_MINUTE,
          feedback: config.RATE_LIMIT_FEEDBACK_PER_MINUTE,
          login: config.RATE_LIMIT_LOGIN_PER_MINUTE,
        };
        return {
          throttlers: [
            {
              ttl: MINUTE_MS,
              limit: (context: ExecutionContext) => perMinute[kindOf(context)],
            },
          ],
          storage: redis
            ? new FailOpenStorage(new ThrottlerStorageRedisService(redis))
            : new ThrottlerStorageService(),
          errorMessage: (_context, limit) =>
            `Too many requests from your address. Wait ${limit.timeToBlockExpire} seconds and try again.`,
        };
      },
    }),
  ],
})
export class RateLimitModule {}

function kindOf(context: ExecutionContext): RateLimitKind {
  const kind = Reflect.getMetadata(RATE_LIMIT_KIND, context.getHandler()) as RateLimitKind;
  if (!kind) throw new Error(`${context.getHandler().name} is throttled without @RateLimited`);
  return kind;
}

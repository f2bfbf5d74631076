import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { redisOptionsFromUrl } from '@caddie/service-kit';
import Redis from 'ioredis';
import { AuthServiceConfig } from '../config/auth-service.config';
import { configuredPassword } from '../password/configured-password';
import { LOGIN_THROTTLE, LoginThrottle } from '../throttle/login-throttle';
import { MemoryLoginThrottle } from '../throttle/memory-login-throttle';
import { RedisLoginThrottle } from '../throttle/redis-login-throttle';
import { LoginController } from './login.controller';
import { ADMIN_ACCESS, AdminAccess, LoginService } from './login.service';

const THROTTLE_REDIS = Symbol('THROTTLE_REDIS');

@Module({
  controllers: [LoginController],
  providers: [
    LoginService,
    {
      provide: ADMIN_ACCESS,
      inject: [AuthServiceConfig],
      useFactory: (config: AuthServiceConfig): AdminAccess => ({
        password: configuredPassword(config),
        switchedOn: config.ADMIN_ENABLED,
      }),
    },
    {
      provide: THROTTLE_REDIS,
      inject: [AuthServiceConfig],
      useFactory: (config: AuthServiceConfig) =>
        config.REDIS_URL
          ? new Redis({
              ...redisOptionsFromUrl(config.REDIS_URL, config.REDIS_PREFIX),
              maxRetriesPerRequest: 1,
            })
          : undefined,
    },
    {
      provide: LOGIN_THROTTLE,
      inject: [AuthServiceConfig, THROTTLE_REDIS],
      useFactory: (config: AuthServiceConfig, redis: Redis | undefined): LoginThrottle => {
        const policy = {
          maxFailures: config.LOGIN_MAX_FAILURES,
          maxFailuresAll: config.LOGIN_MAX_FAILURES_ALL,
          windowSeconds: config.LOGIN_WINDOW_SECONDS,
        };
        return redis ? new RedisLoginThrottle(redis, policy) : new MemoryLoginThrottle(policy);
      },
    },
  ],
})
export class LoginModule implements OnApplicationShutdown {
  constructor(@Inject(THROTTLE_REDIS) private readonly redis: Redis | undefined) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }
}

import Redis from 'ioredis';
import { LoginThrottle, ThrottlePolicy } from './login-throttle';

const KEY_PREFIX = 'auth:login-failures:';

/** Production: counters in Redis, shared by every auth replica; Redis expires them. */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly policy: ThrottlePolicy,
  ) {}

  async blockedFor(clientKey: string): Promise<number> {
    const key = KEY_PREFIX + clientKey;
    const [[, count], [, ttl]] = (await this.redis.multi().get(key).ttl(key).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    return Number(count ?? 0) >= this.policy.maxFailures ? Math.max(ttl, 1) : 0;
  }

  async recordFailure(clientKey: string): Promise<void> {
    const key = KEY_PREFIX + clientKey;
    // NX: the window starts at the first failure and is not stretched by later ones.
    await this.redis.multi().incr(key).expire(key, this.policy.windowSeconds, 'NX').exec();
  }

  async reset(clientKey: string): Promise<void> {
    await this.redis.del(KEY_PREFIX + clientKey);
  }
}

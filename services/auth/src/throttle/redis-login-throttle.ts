import Redis from 'ioredis';
import { ALL_CLIENTS, LoginThrottle, ThrottlePolicy } from './login-throttle';

const KEY_PREFIX = 'auth:login-attempts:';
/** Takes an attempt back from a count still in its window (never below 0, never reopening it). */
const TAKE_BACK = `if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then
  return redis.call('DECR', KEYS[1]) end return 0`;

/**
 * Production: counters in Redis, shared by every auth replica; Redis expires them. INCR is
 * atomic, so replicas and parallel requests never read the same count.
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly policy: ThrottlePolicy,
  ) {}

  async attempt(clientKey: string): Promise<number> {
    const client = await this.count(KEY_PREFIX + clientKey);
    if (client.attempts > this.policy.maxFailures) return client.secondsLeft;
    const all = await this.count(KEY_PREFIX + ALL_CLIENTS);
    if (all.attempts > this.policy.maxFailuresAll) return all.secondsLeft;
    return 0;
  }

  async succeeded(clientKey: string): Promise<void> {
    await this.redis
      .multi()
      .del(KEY_PREFIX + clientKey)
      .eval(TAKE_BACK, 1, KEY_PREFIX + ALL_CLIENTS)
      .exec();
  }

  private async count(key: string): Promise<{ attempts: number; secondsLeft: number }> {
    // NX: the window starts at the first attempt and is not stretched by later ones.
    const [[, attempts], , [, ttl]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, this.policy.windowSeconds, 'NX')
      .ttl(key)
      .exec()) as [[unknown, number], unknown, [unknown, number]];
    return { attempts, secondsLeft: Math.max(ttl, 1) };
  }
}

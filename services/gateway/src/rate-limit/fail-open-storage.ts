import { Logger } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const NOT_COUNTED: ThrottlerStorageRecord = {
  totalHits: 0,
  timeToExpire: 0,
  isBlocked: false,
  timeToBlockExpire: 0,
};

/**
 * A limiter store that cannot answer (Redis down or slow) lets the request through: a visitor
 * should not lose the chat because the counter is unavailable, and the request still fails
 * fast further on if the outage reaches the service it needs.
 */
export class FailOpenStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private lastWarning = 0;

  constructor(
    private readonly storage: ThrottlerStorage,
    private readonly timeoutMs = 250,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('rate-limit store timed out')), this.timeoutMs);
    });
    try {
      return await Promise.race([
        this.storage.increment(key, ttl, limit, blockDuration, throttlerName),
        timedOut,
      ]);
    } catch (error) {
      this.warn(error);
      return NOT_COUNTED;
    } finally {
      clearTimeout(timer);
    }
  }

  /** At most one line a minute: an outage should not flood the log. */
  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.logger.warn(
      `Rate limits not counted while the store is unavailable: ${(error as Error).message}`,
    );
  }
}

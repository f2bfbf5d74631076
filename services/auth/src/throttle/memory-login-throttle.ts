import { LoginThrottle, ThrottlePolicy } from './login-throttle';

/** Embedded mode (one auth process, no Redis): the same policy in a bounded in-process map. */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly windows = new Map<string, { failures: number; endsAt: number }>();

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {}

  async blockedFor(clientKey: string): Promise<number> {
    const window = this.current(clientKey);
    if (!window || window.failures < this.policy.maxFailures) return 0;
    return Math.max(1, Math.ceil((window.endsAt - this.now()) / 1000));
  }

  async recordFailure(clientKey: string): Promise<void> {
    const window = this.current(clientKey);
    if (window) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= this.maxClients) this.dropExpiredOrOldest();
    this.windows.set(clientKey, {
      failures: 1,
      endsAt: this.now() + this.policy.windowSeconds * 1000,
    });
  }

  async reset(clientKey: string): Promise<void> {
    this.windows.delete(clientKey);
  }

  private current(clientKey: string) {
    const window = this.windows.get(clientKey);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(clientKey);
      return undefined;
    }
    return window;
  }

  private dropExpiredOrOldest(): void {
    for (const [key, window] of this.windows)
      if (window.endsAt <= this.now()) this.windows.delete(key);
    if (this.windows.size >= this.maxClients)
      this.windows.delete(this.windows.keys().next().value!);
  }
}

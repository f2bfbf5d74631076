import { ALL_CLIENTS, LoginThrottle, ThrottlePolicy } from './login-throttle';

interface Window {
  attempts: number;
  endsAt: number;
}

/**
 * Embedded mode (one auth process, no Redis): the same policy in a bounded in-process map.
 * Atomic because each count is read and written with no await between.
 */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {}

  async attempt(clientKey: string): Promise<number> {
    const client = this.count(clientKey);
    if (client.attempts > this.policy.maxFailures) return this.secondsLeft(client);
    const all = this.count(ALL_CLIENTS);
    if (all.attempts > this.policy.maxFailuresAll) return this.secondsLeft(all);
    return 0;
  }

  async succeeded(clientKey: string): Promise<void> {
    this.windows.delete(clientKey);
    const all = this.current(ALL_CLIENTS);
    if (all) all.attempts = Math.max(0, all.attempts - 1);
  }

  private count(key: string): Window {
    const window = this.current(key);
    if (window) {
      window.attempts += 1;
      return window;
    }
    if (this.windows.size >= this.maxClients) this.dropExpiredOrOldest();
    const opened = { attempts: 1, endsAt: this.now() + this.policy.windowSeconds * 1000 };
    this.windows.set(key, opened);
    return opened;
  }

  private secondsLeft(window: Window): number {
    return Math.max(1, Math.ceil((window.endsAt - this.now()) / 1000));
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private dropExpiredOrOldest(): void {
    for (const [key, window] of this.windows)
      if (window.endsAt <= this.now()) this.windows.delete(key);
    if (this.windows.size >= this.maxClients) {
      const oldest = [...this.windows.keys()].find((key) => key !== ALL_CLIENTS);
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

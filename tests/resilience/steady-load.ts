import { ApiClient } from '../support/http-client';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';

export type LoadKind = 'chat' | 'list' | 'write';

export interface Outcome {
  kind: LoadKind;
  startedAt: number;
  ms: number;
  /** An HTTP status, 'refused' (no connection: the gateway is down) or 'hung' (no answer in time). */
  status: number | 'refused' | 'hung';
}

/** No request may take longer than this: the gateway's RPC deadline is 2 s in these stacks. */
export const HANG_MS = 5_000;

/** The default mix: two chats and two list reads for each admin write. */
const MIXED: LoadKind[] = ['chat', 'list', 'chat', 'list', 'write'];
/** A crowd of visitors, not a pool: only a real stall fills it (at 40/s, 6 s of requests). */
const MAX_IN_FLIGHT = 256;

/**
 * Chat messages, public FAQ list reads and admin FAQ writes at a fixed rate, each with a
 * deadline, every outcome kept. FAQ writes the gateway acknowledged (201) are remembered, to
 * check after the faults that none was lost.
 */
export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  readonly acknowledged = new Map<number, string>();
  private timer?: NodeJS.Timeout;
  /** Each request still without an outcome, and when it was sent. */
  private inFlight = new Map<Promise<void>, number>();
  private sent = 0;
  private admin: ApiClient;
  private signingIn?: Promise<void>;

  constructor(
    private readonly baseUrl: string,
    private readonly perSecond: number,
    private readonly kinds: LoadKind[] = MIXED,
  ) {
    this.admin = new ApiClient(baseUrl);
  }

  async start(): Promise<this> {
    await this.admin.signIn(TEST_ADMIN_PASSWORD);
    const startedAt = Date.now();
    // Timers drift and bunch up under load: each tick sends what is due by the clock.
    this.timer = setInterval(() => {
      const due = Math.floor(((Date.now() - startedAt) * this.perSecond) / 1000);
      while (this.sent < due) this.tick();
    }, 10);
    return this;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight.keys());
  }

  /**
   * Resolves once every request sent before `time` has its outcome: each gets one within
   * HANG_MS (its deadline), so this waits at most that long, and usually not at all.
   */
  async settled(time: number): Promise<void> {
    const pending = [...this.inFlight].filter(([, sentAt]) => sentAt < time);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending.map(([request]) => request)),
      new Promise((resolve) => (timer = setTimeout(resolve, HANG_MS))),
    ]);
    clearTimeout(timer);
  }

  between(from: number, to = Date.now()): Outcome[] {
    return this.outcomes.filter((o) => o.startedAt >= from && o.startedAt < to);
  }

  private tick(): void {
    const kind = this.kinds[this.sent % this.kinds.length];
    const n = this.sent++;
    if (this.inFlight.size >= MAX_IN_FLIGHT) {
      // 256 requests already waiting: the system is not keeping up, which counts as hanging.
      this.outcomes.push({ kind, startedAt: Date.now(), ms: 0, status: 'hung' });
      return;
    }
    const startedAt = Date.now();
    const request = this.send(kind, n, startedAt).finally(() => this.inFlight.delete(request));
    this.inFlight.set(request, startedAt);
  }

  private async send(kind: LoadKind, n: number, startedAt: number): Promise<void> {
    let status: Outcome['status'];
    try {
      status = await this.request(kind, n);
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'hung' : 'refused';
    }
    this.outcomes.push({ kind, startedAt, ms: Date.now() - startedAt, status });
  }

  /**
   * One request, its answer read to the end as a browser reads it (an answer left unread
   * holds its connection, and a stopping gateway waits SHUTDOWN_GRACE_MS for it).
   */
  private async request(kind: LoadKind, n: number): Promise<number> {
    const signal = AbortSignal.timeout(HANG_MS);
    if (kind === 'list') {
      const response = await fetch(`${this.baseUrl}/api/faqs/active`, { signal });
      await response.arrayBuffer();
      return response.status;
    }
    if (kind === 'chat') {
      const response = await fetch(`${this.baseUrl}/api/chat`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(n) },
        body: JSON.stringify({
          message: 'how long does shipping take',
          sessionId: `load-${n % 20}`,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    }
    const question = `Load FAQ ${n}: is this write kept?`;
    const cookie = this.admin.sessionCookie;
    const response = await fetch(`${this.baseUrl}/api/faqs`, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', cookie: cookie ?? '' },
      body: JSON.stringify({ question, answer: `Yes, write ${n} is kept.` }),
    });
    if (response.status === 201) this.acknowledged.set((await response.json()).id, question);
    else await response.arrayBuffer();
    // Sessions live in Redis without persistence: after Redis restarts, sign in again.
    if (response.status === 401) await this.signInAgain(cookie);
    return response.status;
  }

  /**
   * Signs the load's admin in afresh, so that a fault starts with a live session whatever came
   * before it: sessions do not survive a Redis restart, and the first sign-in after one can
   * fail while the services reconnect, leaving the load signed out until its next write.
   */
  freshSession(): Promise<void> {
    return this.signIn();
  }

  /** After a 401: none for a write sent with a cookie already replaced (see signIn). */
  private signInAgain(sentWith: string | undefined): Promise<void> {
    if (this.admin.sessionCookie !== sentWith) return Promise.resolve();
    return this.signIn().catch(() => {});
  }

  /**
   * As one admin in one browser: one sign-in at a time. Signing in ends the session it was sent
   * with, so racing sign-ins refuse each other's writes, each of which signs in again, and the
   * 401s run on into the next fault.
   */
  private signIn(): Promise<void> {
    this.signingIn ??= this.admin
      .signIn(TEST_ADMIN_PASSWORD)
      .finally(() => (this.signingIn = undefined));
    return this.signingIn;
  }
}

/** Chat load from many visitors, as on a sale day, each well under the per-client limit. */
function visitorAddress(n: number): string {
  return `10.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export function tally(outcomes: Outcome[]) {
  const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
  return {
    sent: outcomes.length,
    served: count((o) => typeof o.status === 'number' && o.status < 400),
    failedFast: count((o) => o.status === 503 || o.status === 'refused'),
    hung: count((o) => o.status === 'hung'),
    /** 401: the admin's session was lost (Redis restarted without persistence). */
    signedOut: count((o) => o.status === 401),
    otherErrors: count(
      (o) =>
        typeof o.status === 'number' && o.status >= 400 && o.status !== 503 && o.status !== 401,
    ),
    /** e.g. "503 x41, refused x3": what the failures were. */
    statuses: [
      ...outcomes
        .reduce((counts, o) => counts.set(o.status, (counts.get(o.status) ?? 0) + 1), new Map())
        .entries(),
    ]
      .filter(([status]) => status !== 200 && status !== 201)
      .map(([status, n]) => `${status} x${n}`)
      .join(', '),
    slowestMs: outcomes.reduce((max, o) => Math.max(max, o.ms), 0),
  };
}

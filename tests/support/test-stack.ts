import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { REDIS_URL, TestDatabases, createTestDatabases } from './real-stores';
import * as stack from '../../tools/embedded/stack';

export type Mode = 'embedded' | 'production';
export type ServiceName = 'auth' | 'faq' | 'chat' | 'gateway';

export const TEST_ADMIN_PASSWORD = 'test-admin-password-0123';

export interface StackOptions {
  mode: Mode;
  services?: ServiceName[];
  env?: Record<string, string>;
  /** Reuse a data directory (embedded) to prove data survives a restart. */
  dataDir?: string;
  /** Production mode against other stores than the machine's (see PrivateStores). */
  stores?: { postgresUrl: string; redisUrl: string };
}

/**
 * A whole product on free ports, started the way `npm start` starts it (same processes, same
 * environment names), in embedded mode or against this machine's real Postgres and Redis.
 */
export class TestStack {
  readonly children = new Map<ServiceName, ChildProcess>();
  readonly logs = new Map<ServiceName, string[]>();
  private databases?: TestDatabases;
  private ports!: ReturnType<typeof stack.defaultPorts>;
  private shared!: Record<string, string>;
  dataDir!: string;

  constructor(private readonly options: StackOptions) {}

  get servicePorts(): Readonly<ReturnType<typeof stack.defaultPorts>> {
    return this.ports;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.ports.gateway}`;
  }

  /** The environment every process of this stack got (database URLs, REDIS_URL...). */
  get sharedEnv(): Readonly<Record<string, string>> {
    return this.shared;
  }

  get services(): ServiceName[] {
    return this.options.services ?? ['auth', 'faq', 'chat', 'gateway'];
  }

  async start(): Promise<this> {
    this.ports = await stack.freeStackPorts();
    this.dataDir = this.options.dataDir ?? mkdtempSync(join(tmpdir(), 'caddie-test-'));
    this.shared = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // Tests stand in for many clients by sending X-Forwarded-For from loopback.
      TRUSTED_PROXIES: '127.0.0.0/8,::1',
      // Every production stack shares this machine's Redis, and with it the count of failed
      // sign-ins over all clients: only the test of that ceiling sets one.
      LOGIN_MAX_FAILURES_ALL: '1000000',
      RPC_TIMEOUT_MS: '2000',
      ...(await this.modeEnv()),
      ...this.options.env,
    };
    try {
      await Promise.all(this.services.map((service) => this.startService(service)));
    } catch (error) {
      await this.stop(); // never leave half a stack running
      throw error;
    }
    return this;
  }

  async startService(service: ServiceName): Promise<void> {
    const child = stack.spawnService(service, stack.serviceEnv(service, this.ports, this.shared));
    const lines: string[] = [];
    this.logs.set(service, lines);
    child.stdout?.on('data', (chunk: Buffer) => lines.push(String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => lines.push(String(chunk)));
    this.children.set(service, child);
    try {
      await stack.waitForHttp(this.readyUrl(service), 60_000);
    } catch (error) {
      throw new Error(
        `${service} did not become ready: ${(error as Error).message}\n${lines.join('').slice(-3000)}`,
      );
    }
  }

  /** Stops one service: SIGTERM (graceful) by default, SIGKILL to simulate a crash. */
  async stopService(service: ServiceName, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.children.get(service);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
    this.children.delete(service);
  }

  async stop(options: { keepData?: boolean } = {}): Promise<void> {
    // Gateway first, so no request reaches a service on its way down.
    for (const service of [...this.services].reverse()) await this.stopService(service);
    // Databases on stores of the test's own go with those stores.
    if (!this.options.stores) await this.databases?.drop();
    if (!options.keepData && !this.options.dataDir)
      rmSync(this.dataDir, { recursive: true, force: true });
  }

  private readyUrl(service: ServiceName): string {
    const healthPort = {
      auth: this.ports.authHealth,
      faq: this.ports.faqHealth,
      chat: this.ports.chatHealth,
    };
    return service === 'gateway'
      ? `${this.baseUrl}/api/health/ready`
      : `http://127.0.0.1:${healthPort[service]}/health/ready`;
  }

  private async modeEnv(): Promise<Record<string, string>> {
    if (this.options.mode === 'embedded') return {};
    this.databases = await createTestDatabases(this.options.stores?.postgresUrl);
    return {
      REDIS_URL: this.options.stores?.redisUrl ?? REDIS_URL,
      FAQ_DATABASE_URL: this.databases.faqUrl,
      CHAT_DATABASE_URL: this.databases.chatUrl,
      SESSION_SECRET: 'test-stack-Zr0bW6tYp1mXo8sLhN2cAeUfG4dRiE7yTqPw',
    };
  }
}

import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import * as stack from '../../tools/embedded/stack';
import { withAdmin } from './real-stores';
import { until } from './until';

/**
 * A Redis and a Postgres of the suite's own, on free ports, that it may kill and restart
 * without touching the machine's shared ones (other suites keep using those).
 */
export class PrivateStores {
  readonly redis = new PrivateRedis();
  readonly postgres = new PrivatePostgres();

  async start(): Promise<this> {
    await Promise.all([this.redis.start(), this.postgres.init().then(() => this.postgres.start())]);
    return this;
  }

  async stop(): Promise<void> {
    await Promise.all([this.redis.kill(), this.postgres.stop()]);
    this.postgres.remove();
  }
}

export class PrivateRedis {
  private child?: ChildProcess;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (again, on the same port after a kill): no persistence, as the machine's. */
  async start(): Promise<void> {
    if (!this.port) this.port = await stack.freePort();
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await until(async () => {
      const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null });
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } finally {
        probe.disconnect();
      }
    }, `redis on ${this.port} answering`);
  }

  /** kill -9: a crash, not a shutdown. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}

export class PrivatePostgres {
  private dataDir = '';
  port = 0;

  /** The superuser's URL, for creating the services' databases. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init(): Promise<void> {
    this.port = await stack.freePort();
    this.dataDir = mkdtempSync(join(tmpdir(), 'caddie-pg-'));
    // initdb and postgres refuse to run as root; CI runs as root.
    if (process.getuid?.() === 0) chownSync(this.dataDir, ...postgresIds());
    this.run('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  }

  async start(): Promise<void> {
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      `-p ${this.port} -k ${this.dataDir} -c listen_addresses=127.0.0.1`,
      '-l',
      join(this.dataDir, 'server.log'),
      '-w',
      'start',
    ]);
    await until(
      () => withAdmin(async () => true, this.url).catch(() => false),
      `postgres on ${this.port} answering`,
    );
  }

  /** Stops at once, as a crash or a lost machine would: no checkpoint, recovery at start. */
  async stop(): Promise<void> {
    if (!this.dataDir) return;
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
  }

  remove(): void {
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const binary = join('/usr/lib/postgresql', postgresVersion(), 'bin', tool);
    const asRoot = process.getuid?.() === 0;
    execFileSync(
      asRoot ? 'runuser' : binary,
      asRoot ? ['-u', 'postgres', '--', binary, ...args] : args,
      {
        stdio: 'ignore',
        timeout: 60_000,
      },
    );
  }
}

function postgresVersion(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('no Postgres under /usr/lib/postgresql');
  return versions[0];
}

function postgresIds(): [number, number] {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return [id('-u'), id('-g')];
}

// Each service's image, as deploy/docker/Dockerfile lays it out (its own production install and
// the built dist folders, nothing of the workspace's node_modules), started with the image's own
// ENV and CMD in production mode against this machine's Postgres and Redis, until every
// readiness endpoint answers. The deploy tests parse the Dockerfile; this one runs what it says.
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import * as stack from '../../tools/embedded/stack';
import type { StackPorts } from '../../tools/embedded/stack';
import { ImageLayout, layOutImage } from '../support/image-layout';
import { REDIS_URL, TestDatabases, createTestDatabases } from '../support/real-stores';
import { scratchDir } from '../support/scratch-dir';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(240_000);

const SERVICES = ['auth', 'faq', 'chat', 'gateway'] as const;
type Service = (typeof SERVICES)[number];

const ROOT = join(__dirname, '../..');

describeWithRealStores('service images, laid out as deploy/docker/Dockerfile makes them', () => {
  const layouts = new Map<Service, ImageLayout>();
  const children = new Map<Service, ChildProcess>();
  const logs = new Map<Service, string[]>();
  /** auth, faq and chat, each until it is ready (or why not): their tests wait for it. */
  const ready = new Map<Service, Promise<void>>();
  let databases: TestDatabases;
  let ports: StackPorts;
  let dataDir: string;

  beforeAll(async () => {
    // The four images at once (each its own install), while the databases are made.
    const laidOut = Promise.allSettled(
      SERVICES.map(async (service) => layouts.set(service, await layOutImage(service))),
    );
    databases = await createTestDatabases();
    ports = await stack.freeStackPorts();
    dataDir = scratchDir('caddie-image-data-');
    const failed = (await laidOut).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    // The services the gateway calls start together, as their pods do.
    for (const service of ['auth', 'faq', 'chat'] as const) {
      start(service);
      const becoming = becomesReady(service);
      becoming.catch(() => undefined); // the service's own test below reports it
      ready.set(service, becoming);
    }
  });

  afterAll(async () => {
    for (const child of children.values()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await databases?.drop();
    for (const layout of layouts.values()) layout.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function start(service: Service): ChildProcess {
    const layout = layouts.get(service)!;
    const shared = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_URL,
      FAQ_DATABASE_URL: databases.faqUrl,
      CHAT_DATABASE_URL: databases.chatUrl,
      SESSION_SECRET: 'image-boot-Kq3v9Zr0bW6tYp1mXo8sLhN2cAeUfG4dRiE7',
      ADMIN_PASSWORD: 'image-boot-admin-password',
      // Tracing on, so the images prove they hold the SDK; nothing listens there, and a lost
      // batch of spans must not stop a service.
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    };
    // The image's own ENV first; then this run's ports and stores, on loopback only.
    const env: Record<string, string> = {
      ...layout.env,
      ...stack.serviceEnv(service, ports, shared),
    };
    delete env.WEB_DIST_DIR; // the gateway image serves no web build (the web image does)
    // The image's node is this one: first on the PATH the image's shell looks it up in.
    env.PATH = [dirname(process.execPath), env.PATH].join(delimiter);
    const [shell, ...args] = layout.command;
    const child = spawn(shell, args, { cwd: layout.dir, env, stdio: 'pipe' });
    const lines: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => lines.push(String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => lines.push(String(chunk)));
    logs.set(service, lines);
    children.set(service, child);
    return child;
  }

  const readyUrl = (service: Service) =>
    service === 'gateway'
      ? `http://127.0.0.1:${ports.gateway}/api/health/ready`
      : `http://127.0.0.1:${ports[`${service}Health`]}/health/ready`;

  async function becomesReady(service: Service): Promise<void> {
    const exited = once(children.get(service)!, 'exit').then(([code]) => {
      throw new Error(`it exited with code ${code}`);
    });
    exited.catch(() => undefined); // an exit after the service was ready is afterAll's
    try {
      await Promise.race([stack.waitForHttp(readyUrl(service), 60_000), exited]);
    } catch (error) {
      const log = (logs.get(service) ?? []).join('').slice(-3000);
      throw new Error(`${service} image did not become ready: ${(error as Error).message}\n${log}`);
    }
  }

  // PGlite is embedded mode's Postgres: a dependency of the workspace root (the launcher), not
  // of any service, so no image carries it.
  it.each(SERVICES)('the %s image holds no embedded-only package', (service) => {
    const modules = join(layouts.get(service)!.dir, 'node_modules/@electric-sql');
    expect(existsSync(join(modules, 'pglite'))).toBe(false);
    expect(existsSync(join(modules, 'pglite-socket'))).toBe(false);
  });

  it.each(SERVICES)('the %s image holds every library, built', (service) => {
    const libs = readdirSync(join(ROOT, 'libs')).filter((lib) =>
      existsSync(join(ROOT, 'libs', lib, 'package.json')),
    );
    for (const lib of libs) {
      expect([lib, existsSync(join(layouts.get(service)!.dir, 'libs', lib, 'dist'))]).toEqual([
        lib,
        true,
      ]);
    }
  });

  /** The process's command line: the shell of the image's CMD must have become node itself. */
  const commandLineOf = (service: Service) =>
    readFileSync(`/proc/${children.get(service)!.pid}/cmdline`, 'utf8')
      .split('\0')
      .slice(0, -1);

  it.each(['auth', 'faq', 'chat'] as const)(
    'the %s image starts and says it is ready',
    async (service) => {
      await expect(ready.get(service)).resolves.toBeUndefined();
    },
  );

  it.each(SERVICES.filter((service) => service !== 'gateway'))(
    'the %s image runs node in place of its shell, with its memory flags',
    (service) => {
      expect(commandLineOf(service)).toEqual([
        'node',
        ...stack.NODE_FLAGS[service],
        `services/${service}/dist/main.js`,
      ]);
    },
  );

  it('the gateway image starts, is ready, and serves the API over the other images', async () => {
    start('gateway');
    await becomesReady('gateway');
    expect(commandLineOf('gateway')).toEqual([
      'node',
      ...stack.NODE_FLAGS.gateway,
      'services/gateway/dist/main.js',
    ]);
    const base = `http://127.0.0.1:${ports.gateway}`;
    const session = await fetch(`${base}/api/chat/session`, { method: 'POST' });
    expect(session.status).toBe(201);
    const faqs = await fetch(`${base}/api/faqs/active`);
    expect(faqs.status).toBe(200);
    expect(Array.isArray(await faqs.json())).toBe(true);
  });

  it('each image serves its metrics where the ServiceMonitor scrapes them', async () => {
    const urls = [
      `http://127.0.0.1:${ports.gatewayMetrics}/metrics`,
      ...(['auth', 'faq', 'chat'] as const).map(
        (service) => `http://127.0.0.1:${ports[`${service}Health`]}/metrics`,
      ),
    ];
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('process_resident_memory_bytes');
    }
  });
});

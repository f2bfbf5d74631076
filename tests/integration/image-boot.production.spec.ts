// Each service's image, as deploy/docker/Dockerfile lays it out (its own production install and
// the built dist folders, nothing of the workspace's node_modules), started with the image's own
// ENV and CMD in production mode against this machine's Postgres and Redis, until every
// readiness endpoint answers. The deploy tests parse the Dockerfile; this one runs what it says.
import type { LearningReview } from '@caddie/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import * as stack from '../../tools/embedded/stack';
import type { StackPorts } from '../../tools/embedded/stack';
import { ApiClient } from '../support/http-client';
import { ImageLayout, layOutImage } from '../support/image-layout';
import { REDIS_URL, TestDatabases, createTestDatabases } from '../support/real-stores';
import { scratchDir } from '../support/scratch-dir';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(240_000);

const SERVICES = ['auth', 'faq', 'chat', 'gateway'] as const;
type Service = (typeof SERVICES)[number];

const ROOT = join(__dirname, '../..');
const ADMIN_PASSWORD = 'image-boot-admin-password';

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
      ADMIN_PASSWORD: ADMIN_PASSWORD,
      // FAQs to answer with, so that the chat image's learning can be seen at work.
      SEED_DEMO_FAQS: 'true',
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

  it("the chat image learns from visitors: a pick and a helpful vote wait for the admin's review", async () => {
    const base = `http://127.0.0.1:${ports.gateway}`;
    const visitor = new ApiClient(base);
    const { sessionId } = (await visitor.post('/api/chat/session')).json as { sessionId: string };
    const ask = async (message: string, choice?: { faqId: number; messageId: string }) => {
      const reply = await visitor.post('/api/chat', { message, sessionId, choice });
      expect(reply.status).toBe(200);
      return reply.json as {
        response: string;
        messageId: string;
        suggestions?: { faqId: number; question: string }[];
      };
    };
    const answered = await ask('how long does delivery take');
    const vote = { messageId: answered.messageId, helpful: true };
    expect((await visitor.post('/api/chat/feedback', vote)).status).toBe(200);
    const declined = await ask('Do you have zorbatel quimfrax?');
    const [offered] = declined.suggestions!;
    await ask(offered.question, { faqId: offered.faqId, messageId: declined.messageId });

    const admin = new ApiClient(base);
    await admin.signIn(ADMIN_PASSWORD);
    const review = (await admin.get('/api/learning/pending')).json as LearningReview;
    const waiting = review.faqs.flatMap((group) => group.messages);
    expect(waiting).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'how long does delivery take', source: 'helpful' }),
        expect.objectContaining({ text: 'Do you have zorbatel quimfrax?', source: 'pick' }),
      ]),
    );
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

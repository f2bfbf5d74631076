import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { hashPassword } from '../../services/auth/src/password/password-verifier';
import { K8sObject, named, renderOverlay } from '../deploy/render-overlay';
import { ApiClient } from '../support/http-client';
import { REDIS_URL, TestDatabases, createTestDatabases } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD } from '../support/test-stack';
import * as stack from '../../tools/embedded/stack';

jest.setTimeout(120_000);

type Workload = 'auth' | 'faq' | 'chat' | 'gateway';

/**
 * The environment a pod of this Deployment gets from the rendered dev overlay: its ConfigMap,
 * its own env entries, and its Secret keys, which this machine fills with its own stores.
 */
function manifestEnv(
  objects: K8sObject[],
  workload: Workload,
  secrets: Record<string, string>,
): Record<string, string> {
  const [container] = named(objects, 'Deployment', workload).spec.template.spec.containers;
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    Object.assign(env, named(objects, 'ConfigMap', source.configMapRef.name).data);
  }
  for (const entry of container.env ?? []) {
    if (entry.value !== undefined) env[entry.name] = entry.value;
    else if (entry.valueFrom?.secretKeyRef) {
      const { key, optional } = entry.valueFrom.secretKeyRef;
      if (secrets[key] !== undefined) env[entry.name] = secrets[key];
      else if (!optional) throw new Error(`no local value for secret key ${key}`);
    }
  }
  return env;
}

/**
 * Several replicas at once, started with the very variables the Kubernetes manifests give
 * them (pointed at this machine's Postgres and Redis); only the listening ports differ, since
 * here they share one network namespace instead of a pod each.
 */
describeWithRealStores('two replicas of each service, configured by the manifests', () => {
  const replicas: { workload: Workload; port: number; child: ChildProcess; log: string[] }[] = [];
  let databases: TestDatabases;
  let env: Record<Workload, Record<string, string>>;

  const gateways = () => replicas.filter((r) => r.workload === 'gateway');
  const chats = () => replicas.filter((r) => r.workload === 'chat');
  const readyUrl = (replica: (typeof replicas)[number]) =>
    replica.workload === 'gateway'
      ? `http://127.0.0.1:${replica.port}/api/health/ready`
      : `http://127.0.0.1:${replica.port}/health/ready`;

  async function start(workload: Workload) {
    const port = await stack.freePort();
    const ports: Record<string, string> =
      workload === 'gateway'
        ? { PORT: String(port), METRICS_PORT: String(await stack.freePort()) }
        : { HEALTH_PORT: String(port) };
    const child = stack.spawnService(workload, {
      PATH: process.env.PATH ?? '',
      ...env[workload],
      ...ports,
    });
    const log: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => log.push(String(chunk)));
    const replica = { workload, port, child, log };
    replicas.push(replica);
    return replica;
  }

  beforeAll(async () => {
    databases = await createTestDatabases();
    const secrets = {
      'redis-url': REDIS_URL,
      'faq-database-url': databases.faqUrl,
      'chat-database-url': databases.chatUrl,
      'admin-password-hash': await hashPassword(TEST_ADMIN_PASSWORD, randomBytes(16)),
      'session-secret': randomBytes(32).toString('base64'),
    };
    const objects = renderOverlay('dev');
    env = {
      auth: manifestEnv(objects, 'auth', secrets),
      // Asked for the demo shop too (off by default in production): both replicas seed it.
      faq: { ...manifestEnv(objects, 'faq', secrets), SEED_DEMO_FAQS: 'true' },
      chat: manifestEnv(objects, 'chat', secrets),
      gateway: manifestEnv(objects, 'gateway', secrets),
    };
    // Two faq replicas migrate and seed one fresh database at the same moment: the advisory
    // lock lets one run the migrations and the seed, and the other find them done.
    const starting = (['auth', 'faq', 'faq', 'chat', 'chat', 'gateway', 'gateway'] as const).map(
      start,
    );
    for (const replica of await Promise.all(starting)) {
      await stack.waitForHttp(readyUrl(replica), 60_000).catch((error: Error) => {
        throw new Error(
          `${replica.workload} not ready: ${error.message}\n${replica.log.join('').slice(-3000)}`,
        );
      });
    }
  });

  afterAll(async () => {
    for (const replica of [...replicas].reverse()) {
      if (replica.child.exitCode === null && replica.child.signalCode === null) {
        const exited = once(replica.child, 'exit');
        replica.child.kill('SIGTERM');
        await exited;
      }
    }
    await databases?.drop();
  });

  it('gets from the manifests the variables each service needs for production mode', () => {
    expect(env.gateway).toMatchObject({
      REDIS_URL,
      LISTEN_HOST: '0.0.0.0',
      PORT: '3000',
      METRICS_PORT: '9464',
    });
    expect(Object.keys(env.gateway)).toContain('SESSION_SECRET');
    expect(Object.keys(env.auth)).toContain('ADMIN_PASSWORD_HASH');
    expect(env.faq.FAQ_DATABASE_URL).toBe(databases.faqUrl);
    expect(env.chat.CHAT_DATABASE_URL).toBe(databases.chatUrl);
    expect(env.chat.LLM_API_KEY).toBeUndefined(); // optional, not set
  });

  it('has every replica ready', async () => {
    for (const replica of replicas) {
      expect((await fetch(readyUrl(replica))).status).toBe(200);
    }
  });

  it('shares sessions across the gateways: sign in on one, use and end it on the other', async () => {
    const [first, second] = gateways().map((g) => `http://127.0.0.1:${g.port}`);
    const admin = new ApiClient(first);
    expect((await admin.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD })).json).toEqual({
      success: true,
    });
    const elsewhere = new ApiClient(second);
    elsewhere.sessionCookie = admin.sessionCookie;
    expect((await elsewhere.get('/api/auth/status')).json).toMatchObject({ isAuthenticated: true });
    expect((await elsewhere.get('/api/faqs')).status).toBe(200);
    expect((await elsewhere.post('/api/auth/logout')).status).toBe(200);
    expect((await admin.get('/api/faqs')).status).toBe(401);
  });

  it('seeds the demo FAQs once, though two faq replicas started together', async () => {
    const admin = new ApiClient(`http://127.0.0.1:${gateways()[0].port}`);
    await admin.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    expect((await admin.get('/api/faqs')).json).toHaveLength(40);
  });

  it('runs each request once: one click, one FAQ, whichever faq replica takes it', async () => {
    const admin = new ApiClient(`http://127.0.0.1:${gateways()[0].port}`);
    await admin.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    const before = (await admin.get('/api/faqs')).json.length;
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await admin.post('/api/faqs', { question: `Replica check ${i}?`, answer: 'Once.' }))
          .status,
      ).toBe(201);
    }
    const after = (await admin.get('/api/faqs')).json as { question: string }[];
    expect(after).toHaveLength(before + 10);
    expect(after.filter((faq) => faq.question.startsWith('Replica check'))).toHaveLength(10);
  });

  it('brings an FAQ change to both chat services within a second', async () => {
    const indexSize = async (port: number) =>
      (await (await fetch(`http://127.0.0.1:${port}/health/ready`)).json()).details['faq-index']
        .faqs;
    const admin = new ApiClient(`http://127.0.0.1:${gateways()[1].port}`);
    await admin.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD });
    // The previous test's ten creations may still be reloading an index: wait until both hold
    // every active FAQ (agreeing with each other is not enough: both may be mid-way).
    const active = ((await admin.get('/api/faqs')).json as { isActive: boolean }[]).filter(
      (faq) => faq.isActive,
    ).length;
    let sizes = await Promise.all(chats().map((chat) => indexSize(chat.port)));
    for (let tries = 0; tries < 40 && sizes.some((size) => size !== active); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      sizes = await Promise.all(chats().map((chat) => indexSize(chat.port)));
    }
    expect(sizes).toEqual([active, active]);
    const created = await admin.post('/api/faqs', {
      question: 'Do you allow dogs in the store?',
      answer: 'Dogs on a lead are welcome in every store.',
    });
    expect(created.status).toBe(201);
    const deadline = Date.now() + 1000;
    let now = sizes;
    while (Date.now() < deadline && now.some((size) => size !== sizes[0] + 1)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await Promise.all(chats().map((chat) => indexSize(chat.port)));
    }
    expect(now).toEqual([sizes[0] + 1, sizes[0] + 1]);
    for (const gateway of gateways()) {
      const reply = await new ApiClient(`http://127.0.0.1:${gateway.port}`).post('/api/chat', {
        message: 'do you allow dogs in the store',
        sessionId: `session-${gateway.port}`,
      });
      expect(reply.json.response).toBe('Dogs on a lead are welcome in every store.');
    }
  });

  it('loads the full FAQ set into a chat replica that starts late', async () => {
    const late = await start('chat');
    await stack.waitForHttp(readyUrl(late), 60_000);
    const body = await (await fetch(readyUrl(late))).json();
    const first = await (await fetch(readyUrl(chats()[0]))).json();
    expect(body.details['faq-index'].faqs).toBe(first.details['faq-index'].faqs);
  });
});

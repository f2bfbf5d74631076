// Starts the product for the benchmark: the four built services as their own processes, in
// production mode (this machine's Postgres and Redis, fresh databases) or embedded mode.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const { once } = require('node:events');
const { Client } = require('pg');
const stack = require('../embedded/stack');

const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'bench-admin-password-0123';

async function withPostgres(url, work) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  return Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).href;
}

/** Resident-set peak of a process since start or since resetPeak() (Linux /proc). */
function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Starts counting a process's peak memory afresh (Linux clear_refs). */
function resetPeak(pid) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * `env`: settings for every service; `chatLines`: called with each line the chat service
 * writes (it then logs at info: its line per message carries its own time for each reply).
 */
async function startSystem(mode, { env = {}, chatLines } = {}) {
  const ports = {};
  for (const name of Object.keys(stack.defaultPorts())) ports[name] = await stack.freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `caddie-bench-${mode}-`));
  const suffix = `${process.pid}_${Date.now()}`;
  const databases = mode === 'production' ? [`bench_faq_${suffix}`, `bench_chat_${suffix}`] : [];
  if (databases.length) {
    await withPostgres(POSTGRES_ADMIN_URL, async (pg) => {
      for (const name of databases) await pg.query(`CREATE DATABASE ${name}`);
    });
  }
  const shared = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ADMIN_PASSWORD,
    // Long enough for the 100,000-row import to finish and be timed, whatever it takes.
    IMPORT_TIMEOUT_MS: '600000',
    // autocannon is one client sending thousands a second: budgets it cannot reach, still
    // counted on every request, so the limiter's cost is in the figures.
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    RATE_LIMIT_SESSIONS_PER_MINUTE: '1000000',
    ...(mode === 'production'
      ? {
          REDIS_URL,
          FAQ_DATABASE_URL: databaseUrl(databases[0]),
          CHAT_DATABASE_URL: databaseUrl(databases[1]),
          SESSION_SECRET: 'bench-Yp1mXo8sLhN2cAeUfG4dRiE7yTqPwKq3v9Zr0bW6',
        }
      : {}),
  };
  Object.assign(shared, env);
  const children = {};
  for (const service of ['auth', 'faq', 'chat', 'gateway']) {
    const piped = service === 'chat' && chatLines;
    const serviceEnv = stack.serviceEnv(service, ports, {
      ...shared,
      ...(piped ? { LOG_LEVEL: 'info' } : {}),
    });
    // Production mode starts node as the services' image does: without source maps.
    const child = stack.spawnService(service, serviceEnv, piped ? 'pipe' : 'ignore', {
      sourceMaps: mode === 'embedded',
    });
    if (piped) {
      readline.createInterface({ input: child.stdout }).on('line', chatLines);
      child.stderr.resume();
    }
    children[service] = child;
  }
  const healthPort = { auth: ports.authHealth, faq: ports.faqHealth, chat: ports.chatHealth };
  for (const service of ['auth', 'faq', 'chat']) {
    await stack.waitForHttp(`http://127.0.0.1:${healthPort[service]}/health/ready`, 60_000);
  }
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  await stack.waitForHttp(`${baseUrl}/api/health/ready`, 60_000);
  return {
    mode,
    baseUrl,
    children,
    chatHealthUrl: `http://127.0.0.1:${ports.chatHealth}/health/ready`,
    chatMetricsUrl: `http://127.0.0.1:${ports.chatHealth}/metrics`,
    databases: Object.fromEntries(
      databases.map((name, i) => [i ? 'chat' : 'faq', databaseUrl(name)]),
    ),
    async stop() {
      for (const service of ['gateway', 'chat', 'faq', 'auth']) {
        const child = children[service];
        if (child.exitCode === null && child.signalCode === null) {
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          await exited;
        }
      }
      if (databases.length) {
        await withPostgres(POSTGRES_ADMIN_URL, async (pg) => {
          for (const name of databases)
            await pg.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An admin session on the gateway: returns fetch options carrying its cookie. */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return cookie;
}

module.exports = {
  ADMIN_PASSWORD,
  POSTGRES_ADMIN_URL,
  peakRssMb,
  resetPeak,
  signIn,
  startSystem,
  withPostgres,
};

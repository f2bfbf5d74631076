// @ts-check
// Starts the product for the benchmark: the four built services as their own processes, in
// production mode (this machine's Postgres and Redis, fresh databases) or embedded mode.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const { Client } = require('pg');
const { generate } = require('../eval/bench-scale');

const ROOT = path.resolve(__dirname, '../..');

const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'bench-admin-password-0123';

/** @typedef {Awaited<ReturnType<typeof startSystem>>} System */

/**
 * @template T
 * @param {string} url
 * @param {(client: Client) => Promise<T>} work
 */
async function withPostgres(url, work) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** @param {string} name */
function databaseUrl(name) {
  return Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).href;
}

/**
 * Resident-set peak of a process since start or since resetPeak() (Linux /proc).
 * @param {number} pid
 */
function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/** @type {RegExpExecArray} */ (/VmHWM:\s+(\d+) kB/.exec(status))[1]) / 1024;
}

/**
 * Starts counting a process's peak memory afresh (Linux clear_refs).
 * @param {number} pid
 */
function resetPeak(pid) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Every process a benchmark started and still running, stopped when it ends however it ends. */
const started = new Set();
/** @param {import('node:child_process').ChildProcess} child */
function track(child) {
  started.add(child);
  child.once('exit', () => started.delete(child));
}
process.on('exit', () => {
  for (const child of started) child.kill('SIGTERM');
});
// A benchmark stopped from outside (a test's timeout, Ctrl+C) leaves no services behind: they
// would keep answering on the shared Redis channels.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
  process.once(signal, () => process.exit(128 + (signal === 'SIGTERM' ? 15 : 2)));

/**
 * Pids of the services a launcher started, by service name (Linux /proc).
 * @param {number} launcherPid
 * @returns {Record<string, number>}
 */
function launchedServices(launcherPid) {
  const childPids = fs
    .readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  /** @type {Record<string, number>} */
  const pids = {};
  for (const pid of childPids) {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const service = /services\/(\w+)\/dist\/main\.js/.exec(command)?.[1];
    if (service) pids[service] = Number(pid);
  }
  return pids;
}

/**
 * @typedef {{
 *   env?: Record<string, string>;
 *   chatLines?: (line: string) => void;
 *   profileDir?: string;
 *   logsToFiles?: boolean;
 *   launcher?: boolean;
 *   systemRoot?: string;
 * }} SystemOptions
 */

/**
 * Starts the product. `env`: settings for every service. `chatLines`: called with each line the
 * chat service writes (it then logs at info: its line per message carries its own time for each
 * reply). `profileDir`: each service writes a V8 CPU profile there as it exits
 * (<service>.cpuprofile). `logsToFiles`: each service's output goes to a file in its data
 * directory, as a container runtime keeps it, instead of nowhere. `launcher` (embedded mode):
 * started by `npm start`'s launcher on its default ports, its terminal output to a file.
 * `systemRoot`: the checkout whose built services run (default: this one), so that the same
 * benchmark can measure an earlier commit.
 * @param {'production' | 'embedded'} mode
 * @param {SystemOptions} [options]
 */
async function startSystem(mode, options = {}) {
  const { env = {}, chatLines, profileDir, logsToFiles = false, launcher = false } = options;
  const root = options.systemRoot ?? ROOT;
  /** @type {typeof import('../embedded/stack')} */
  const stack = require(path.join(root, 'tools/embedded/stack'));
  const ports = stack.defaultPorts();
  if (!launcher) {
    for (const name of /** @type {(keyof typeof ports)[]} */ (Object.keys(ports)))
      ports[name] = await stack.freePort();
  }
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
  /** @param {string} name */
  const logFile = (name) => fs.openSync(path.join(dataDir, `${name}.log`), 'a');
  // A child's pid is there once spawned: a spawn that fails ends the benchmark.
  /** @type {Record<string, import('node:child_process').ChildProcess & { pid: number }>} */
  const children = {};
  if (launcher) {
    if (mode !== 'embedded') throw new Error('the launcher runs embedded mode here');
    const busy = await stack.portsInUse(Object.values(ports));
    if (busy.length)
      throw new Error(`npm start needs its default ports; in use: ${busy.join(', ')}`);
    const output = logFile('launcher');
    const child = spawn(process.execPath, [path.join(root, 'tools/embedded/start.js')], {
      cwd: root,
      env: shared,
      stdio: ['ignore', output, output],
    });
    children.launcher = /** @type {(typeof children)[string]} */ (child);
    track(child);
  } else {
    for (const service of ['auth', 'faq', 'chat', 'gateway']) {
      const piped = service === 'chat' && chatLines;
      const serviceEnv = stack.serviceEnv(service, ports, {
        ...shared,
        ...(piped ? { LOG_LEVEL: 'info' } : {}),
      });
      const output = logsToFiles ? logFile(service) : 'ignore';
      const profile = profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${service}.cpuprofile`]
        : [];
      // Production mode starts node as the services' image does: without source maps. As
      // stack.spawnService does, with the profiler's flags when asked.
      const maps = mode === 'embedded' ? ['--enable-source-maps'] : [];
      const entry = path.join(root, 'services', service, 'dist', 'main.js');
      const child = spawn(
        process.execPath,
        [...stack.NODE_FLAGS[service], ...maps, ...profile, entry],
        { cwd: root, env: serviceEnv, stdio: piped ? 'pipe' : ['ignore', output, output] },
      );
      if (piped) {
        const { stdout, stderr } =
          /** @type {import('node:child_process').ChildProcessWithoutNullStreams} */ (child);
        readline.createInterface({ input: stdout }).on('line', chatLines);
        stderr.resume();
      }
      children[service] = /** @type {(typeof children)[string]} */ (child);
      track(child);
    }
  }
  /** @type {Record<string, number>} */
  const healthPort = { auth: ports.authHealth, faq: ports.faqHealth, chat: ports.chatHealth };
  for (const service of ['auth', 'faq', 'chat']) {
    await stack.waitForHttp(`http://127.0.0.1:${healthPort[service]}/health/ready`, 60_000);
  }
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  await stack.waitForHttp(`${baseUrl}/api/health/ready`, 60_000);
  /** @type {Record<string, number>} */
  const pids = launcher
    ? launchedServices(children.launcher.pid)
    : Object.fromEntries(Object.entries(children).map(([name, child]) => [name, child.pid]));
  const stopProcesses = async () => {
    for (const name of ['launcher', 'gateway', 'chat', 'faq', 'auth']) {
      const child = children[name];
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    }
  };
  return {
    mode,
    baseUrl,
    dataDir,
    children,
    /** The services' pids (and the launcher's, when it started them). */
    pids: launcher ? { ...pids, launcher: children.launcher.pid } : pids,
    chatHealthUrl: `http://127.0.0.1:${ports.chatHealth}/health/ready`,
    chatMetricsUrl: `http://127.0.0.1:${ports.chatHealth}/metrics`,
    databases: Object.fromEntries(
      databases.map((name, i) => [i ? 'chat' : 'faq', databaseUrl(name)]),
    ),
    /** Stops every process and keeps the data (the profiles are written as they exit). */
    stopProcesses,
    /** Stops every process and removes the data. */
    async stop() {
      await stopProcesses();
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

/**
 * Replaces the FAQs with `count` generated ones (eval/bench-scale), all active, and waits for
 * every replica's chat index to reload them. Returns the admin session's cookie it used.
 * @param {System} system
 * @param {number} count
 */
async function seed(system, count) {
  const cookie = await signIn(system.baseUrl);
  const faqs = generate(count).map(({ question, answer }) => ({
    question,
    answer,
    isActive: true,
  }));
  const response = await fetch(`${system.baseUrl}/api/faqs/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ faqs, replaceExisting: true }),
  });
  if (!response.ok) throw new Error(`seeding ${count} FAQs failed: HTTP ${response.status}`);
  // The chat index reloads on faq.changed; give every replica its second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return cookie;
}

/**
 * An admin session on the gateway: returns fetch options carrying its cookie.
 * @param {string} baseUrl
 */
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
  seed,
  signIn,
  startSystem,
  withPostgres,
};

// @ts-check
// The chat route against the same work done in one process (same-work-server.js), in one mode:
// requests per second at saturation, p50 / p99 at fixed rates, each process's peak RSS beside its
// pod's memory limit, where the CPU goes while saturated (a V8 profile of every process, summed
// by layer, plus the CPU the Postgres and Redis servers spent meanwhile), and at each fixed rate
// every process's CPU per reply and how busy the machine was (the tail's budget).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { fork } = require('node:child_process');
const { once } = require('node:events');
const YAML = require('yaml');
const { atRate } = require('./fixed-rate');
const { saturate } = require('./load');
const { layersOfFile } = require('./cpu-layers');
const { chatBodies } = require('./chat-bodies');
const { peakRssMb, resetPeak, seed, startSystem } = require('./system');
const { cpuSince, serverCpuSince } = require('./server-cpu');

const ROOT = path.resolve(__dirname, '../..');

/** @typedef {import('./load').LoadFigures} LoadFigures */
/** @typedef {{ from: number, to: number }} Window */
/**
 * A fixed rate's latency, with the CPU each process spent per reply sent (the load generator
 * and, in production mode, Postgres and Redis included) and the share of the machine busy.
 * @typedef {LoadFigures & { rate: number, sent: number, cpuMs: Record<string, number>,
 *   machineBusy: number }} RateFigures
 */
/**
 * @typedef {{
 *   saturated: LoadFigures,
 *   rates: RateFigures[],
 *   peakMb: Record<string, number>,
 *   cpu: Record<string, Record<string, number>>,
 *   servers: Record<string, number>,
 * }} PathFigures
 */

/** Microseconds of the monotonic clock, as the profiles' timestamps count them. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** The memory limit of each service's pod, in MB (deploy/k8s/base). */
function podLimitsMb() {
  /** @type {Record<string, number>} */
  const limits = {};
  for (const service of ['auth', 'faq', 'chat', 'gateway']) {
    const file = path.join(ROOT, 'deploy/k8s/base', `${service}.yaml`);
    const deployment = YAML.parseAllDocuments(fs.readFileSync(file, 'utf8'))
      .map((doc) => doc.toJS())
      .find((doc) => doc?.kind === 'Deployment');
    const memory = deployment?.spec.template.spec.containers[0].resources.limits.memory;
    limits[service] = Number(/^(\d+)Mi$/.exec(memory)?.[1]);
  }
  return limits;
}

/**
 * Saturation (profiled), then each fixed rate, against `baseUrl`, after a warm-up twice as long
 * as a measurement: the gateway path's four processes keep speeding up for about 20 s of load
 * as V8 optimises them (a second of warm-up measured them at two thirds of their settled rate),
 * and the reference gets the same.
 * @param {string} baseUrl
 * @param {{ seconds: number, rates: number[], pids: Record<string, number>, servers: boolean }} options
 */
async function load(baseUrl, { seconds, rates, pids, servers: withServers }) {
  const route = { method: 'POST', path: '/api/chat', bodies: chatBodies(500) };
  await saturate(baseUrl, route, seconds * 2);
  for (const pid of Object.values(pids)) resetPeak(pid);
  // Embedded mode uses neither server: its Postgres runs inside the services (PGlite).
  const serverCpu = withServers ? serverCpuSince() : () => ({});
  const window = { from: nowUs(), to: 0 };
  const saturated = await saturate(baseUrl, route, seconds);
  window.to = nowUs();
  const servers = serverCpu();
  const rated = [];
  // The load generator runs in this process; at a fixed rate it competes for the same cores.
  const measured = { ...pids, 'load generator': process.pid };
  for (const rate of rates) {
    const cpu = cpuSince(measured, withServers);
    const figures = await atRate(baseUrl, route, rate, seconds);
    rated.push({ rate, ...figures, ...cpu() });
  }
  const peakMb = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, peakRssMb(pid)]),
  );
  return { saturated, rates: rated, peakMb, window, servers };
}

/**
 * CPU ms by layer of each profile in `dir` (named <process>.cpuprofile) within `window`.
 * @param {string} dir
 * @param {Window} window
 */
function cpuByProcess(dir, window) {
  /** @type {Record<string, Record<string, number>>} */
  const cpu = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    cpu[path.basename(file, '.cpuprofile')] = layersOfFile(path.join(dir, file), window);
  }
  return cpu;
}

/**
 * The reference process over the chat service's own database, profiled.
 * @param {Record<string, string>} env
 * @param {string} profileDir
 */
async function startReference(env, profileDir) {
  const child = fork(path.join(__dirname, 'same-work-server.js'), [], {
    env: { ...process.env, ...env },
    execArgv: [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      '--cpu-prof-name=reference.cpuprofile',
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [message] = await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the same-work reference exited (${code}) before listening`);
    }),
  ]);
  return {
    url: `http://127.0.0.1:${/** @type {{ port: number }} */ (message).port}`,
    pid: /** @type {number} */ (child.pid),
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The gateway path and the same-work reference, one after the other, in `mode`.
 * @param {'production' | 'embedded'} mode
 * @param {{ seconds: number, rates: number[], faqs: number, logLevel: string, systemRoot?: string }} options
 * @returns {Promise<{ mode: string, caddie: PathFigures, reference: PathFigures, podLimitsMb: Record<string, number> }>}
 */
async function chatPath(mode, { seconds, rates, faqs, logLevel, systemRoot }) {
  const profiles = fs.mkdtempSync(path.join(os.tmpdir(), `caddie-bench-profiles-${mode}-`));
  const caddieProfiles = path.join(profiles, 'caddie');
  const referenceProfiles = path.join(profiles, 'reference');
  fs.mkdirSync(caddieProfiles);
  fs.mkdirSync(referenceProfiles);
  const system = await startSystem(mode, {
    env: { LOG_LEVEL: logLevel },
    profileDir: caddieProfiles,
    logsToFiles: true,
    systemRoot,
  });
  try {
    await seed(system, faqs);
    const pids = Object.fromEntries(
      Object.entries(system.children).map(([name, child]) => [
        name,
        /** @type {number} */ (child.pid),
      ]),
    );
    const servers = mode === 'production';
    const caddie = await load(system.baseUrl, { seconds, rates, pids, servers });
    // The profiles are written as each process exits; the reference then opens the chat
    // service's database, which in embedded mode only one process may hold.
    await system.stopProcesses();
    const reference = await startReference(
      {
        REFERENCE_FAQS: String(faqs),
        ...(mode === 'production'
          ? { DATABASE_URL: system.databases.chat }
          : { PGLITE_DIR: path.join(system.dataDir, 'chat-db') }),
      },
      referenceProfiles,
    );
    let referenceFigures;
    try {
      referenceFigures = await load(reference.url, {
        seconds,
        rates,
        pids: { reference: reference.pid },
        servers,
      });
    } finally {
      await reference.stop();
    }
    return {
      mode,
      podLimitsMb: podLimitsMb(),
      caddie: { ...caddie, cpu: cpuByProcess(caddieProfiles, caddie.window) },
      reference: {
        ...referenceFigures,
        cpu: cpuByProcess(referenceProfiles, referenceFigures.window),
      },
    };
  } finally {
    await system.stop();
    fs.rmSync(profiles, { recursive: true, force: true });
  }
}

module.exports = { chatPath };

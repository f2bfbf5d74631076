// @ts-check
// The chat route against the same work done in one process (same-work-server.js), in one mode:
// requests per second at saturation, p50 / p99 at fixed rates, each process's peak RSS beside its
// pod's memory limit, and at each fixed rate every process's CPU per reply and how busy the
// machine was (the tail's budget); then, in a second run of both, where the CPU goes while
// saturated (a V8 profile of every process, summed by layer, plus the CPU the Postgres and
// Redis servers spent meanwhile).
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
 *   machineBusy: number, wallMs: number }} RateFigures
 */
/**
 * Where the CPU went while saturated, from a profiled run: CPU ms by layer of each process, the
 * servers' CPU ms, and the replies they served.
 * @typedef {{
 *   requests: number,
 *   cpu: Record<string, Record<string, number>>,
 *   servers: Record<string, number>,
 * }} Profile
 * @typedef {{
 *   saturated: LoadFigures,
 *   rates: RateFigures[],
 *   peakMb: Record<string, number>,
 *   profile: Profile,
 * }} PathFigures
 */

/** Microseconds of the monotonic clock, as the profiles' timestamps count them. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

const chatRoute = () => ({ method: 'POST', path: '/api/chat', bodies: chatBodies(500) });

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
 * Saturation, then each fixed rate, against `baseUrl`, after a warm-up twice as long as a
 * measurement: the gateway path's four processes keep speeding up for about 20 s of load as V8
 * optimises them (a second of warm-up measured them at two thirds of their settled rate), and
 * the reference gets the same.
 * @param {string} baseUrl
 * @param {{ seconds: number, rates: number[], pids: Record<string, number>, servers: boolean }} options
 */
async function figuresOf(baseUrl, { seconds, rates, pids, servers }) {
  const route = chatRoute();
  await saturate(baseUrl, route, seconds * 2);
  for (const pid of Object.values(pids)) resetPeak(pid);
  const saturated = await saturate(baseUrl, route, seconds);
  const rated = [];
  // The load generator runs in this process; at a fixed rate it competes for the same cores.
  const measured = { ...pids, 'load generator': process.pid };
  for (const rate of rates) {
    const cpu = cpuSince(measured, servers);
    const figures = await atRate(baseUrl, route, rate, seconds);
    rated.push({ rate, ...figures, ...cpu() });
  }
  const peakMb = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, peakRssMb(pid)]),
  );
  return { saturated, rates: rated, peakMb };
}

/**
 * The saturated window of a profiled run, after the same warm-up: its bounds on the monotonic
 * clock, the replies within it and the servers' CPU meanwhile.
 * @param {string} baseUrl
 * @param {{ seconds: number, servers: boolean }} options
 */
async function profiledWindow(baseUrl, { seconds, servers }) {
  const route = chatRoute();
  await saturate(baseUrl, route, seconds * 2);
  // Embedded mode uses neither server: its Postgres runs inside the services (PGlite).
  const serverCpu = servers ? serverCpuSince() : () => ({});
  const from = nowUs();
  const { requests } = await saturate(baseUrl, route, seconds);
  return { window: { from, to: nowUs() }, requests, servers: serverCpu() };
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
 * The reference process over the chat service's own database, profiled into `profileDir` when
 * one is given.
 * @param {Record<string, string>} env
 * @param {string} [profileDir]
 */
async function startReference(env, profileDir) {
  const child = fork(path.join(__dirname, 'same-work-server.js'), [], {
    env: { ...process.env, ...env },
    execArgv: profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-name=reference.cpuprofile']
      : [],
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
 * Starts the product in `mode` and seeds it, runs `work` against it, stops it, then starts the
 * reference over the chat service's database (in embedded mode only one process may hold it)
 * and runs `work` against that. With `profileDir`, every process writes its V8 profile there
 * as it exits, into caddie/ and reference/.
 * @template T
 * @param {'production' | 'embedded'} mode
 * @param {{ faqs: number, logLevel: string, systemRoot?: string, profileDir?: string }} options
 * @param {(baseUrl: string, pids: Record<string, number>) => Promise<T>} work
 * @returns {Promise<{ caddie: T, reference: T }>}
 */
async function onBoth(mode, { faqs, logLevel, systemRoot, profileDir }, work) {
  const dirOf = (/** @type {string} */ side) => {
    if (!profileDir) return undefined;
    fs.mkdirSync(path.join(profileDir, side));
    return path.join(profileDir, side);
  };
  const system = await startSystem(mode, {
    env: { LOG_LEVEL: logLevel },
    profileDir: dirOf('caddie'),
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
    const caddie = await work(system.baseUrl, pids);
    await system.stopProcesses();
    const reference = await startReference(
      {
        REFERENCE_FAQS: String(faqs),
        ...(mode === 'production'
          ? { DATABASE_URL: system.databases.chat }
          : { PGLITE_DIR: path.join(system.dataDir, 'chat-db') }),
      },
      dirOf('reference'),
    );
    try {
      return { caddie, reference: await work(reference.url, { reference: reference.pid }) };
    } finally {
      await reference.stop();
    }
  } finally {
    await system.stop();
  }
}

/**
 * The gateway path and the same-work reference in `mode`: first their figures, with no process
 * profiled (a V8 profiler interrupts its process every millisecond: profiling the gateway
 * path's four processes against the reference's one cost the path a fifth of its rate and
 * doubled its p99 at 500/s), then a second run of both, profiled, for where the CPU goes.
 * @param {'production' | 'embedded'} mode
 * @param {{ seconds: number, rates: number[], faqs: number, logLevel: string, systemRoot?: string }} options
 * @returns {Promise<{ mode: string, caddie: PathFigures, reference: PathFigures, podLimitsMb: Record<string, number> }>}
 */
async function chatPath(mode, options) {
  const { seconds, rates } = options;
  const servers = mode === 'production';
  const figures = await onBoth(mode, options, (baseUrl, pids) =>
    figuresOf(baseUrl, { seconds, rates, pids, servers }),
  );
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), `caddie-bench-profiles-${mode}-`));
  try {
    const windows = await onBoth(mode, { ...options, profileDir }, (baseUrl) =>
      profiledWindow(baseUrl, { seconds, servers }),
    );
    // The profiles are written as each process exits, so they are read once both have stopped.
    const profileOf = (/** @type {'caddie' | 'reference'} */ side) => ({
      requests: windows[side].requests,
      servers: windows[side].servers,
      cpu: cpuByProcess(path.join(profileDir, side), windows[side].window),
    });
    return {
      mode,
      podLimitsMb: podLimitsMb(),
      caddie: { ...figures.caddie, profile: profileOf('caddie') },
      reference: { ...figures.reference, profile: profileOf('reference') },
    };
  } finally {
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

module.exports = { chatPath };

#!/usr/bin/env node
// @ts-check
// `npm start`: the whole product on this machine. Embedded defaults (TCP between processes,
// PGlite under ./data) unless REDIS_URL and the database URLs say otherwise.
'use strict';
const path = require('node:path');
const { buildIfStale } = require('./build-if-stale');
const { ensureAdminPassword } = require('./admin-password');
const { showServiceOutput } = require('./service-output');
const {
  ROOT,
  SERVICES,
  defaultPorts,
  portsInUse,
  serviceEnv,
  spawnService,
  waitForHttp,
} = require('./stack');

/** @typedef {import('./stack').Env} Env */

const RESTART_DELAY_MS = 1000;
// A service that dies this soon after starting did not boot; three in a row is a config or
// environment problem that restarting will not fix.
const BOOT_WINDOW_MS = 15_000;
const MAX_BOOT_FAILURES = 3;
/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
/** @type {Map<string, number>} */
const bootFailures = new Map();
let stopping = false;
let exitCode = 0;

/** @returns {Env & { DATA_DIR: string }} */
function sharedEnv() {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
  return { ...process.env, DATA_DIR: dataDir, NODE_ENV: process.env.NODE_ENV ?? 'production' };
}

/**
 * @param {string} service
 * @param {Env} env
 */
function start(service, env) {
  const startedAt = Date.now();
  const child = spawnService(service, env);
  children.set(service, child);
  const options = {
    raw: process.env.LOG_FORMAT === 'json',
    verbose: ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? ''),
  };
  // Piped: spawnService's default stdio.
  for (const stream of [child.stdout, child.stderr]) {
    showServiceOutput(service, /** @type {import('node:stream').Readable} */ (stream), options);
  }
  child.on('exit', (code, signal) => {
    children.delete(service);
    if (stopping) return;
    const failures =
      Date.now() - startedAt < BOOT_WINDOW_MS ? (bootFailures.get(service) ?? 0) + 1 : 0;
    bootFailures.set(service, failures);
    if (failures >= MAX_BOOT_FAILURES) {
      console.error(
        `[${service}] failed to start ${failures} times in a row (see its messages above); giving up.`,
      );
      exitCode = 1;
      stopAll('a service cannot start');
      return;
    }
    console.log(`[${service}] exited (${signal ?? code}); restarting in ${RESTART_DELAY_MS} ms`);
    setTimeout(() => !stopping && start(service, env), RESTART_DELAY_MS);
  });
}

/** @param {string} signal */
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`Stopping (${signal})...`);
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(
    () => children.forEach((child) => child.kill('SIGKILL')),
    10_000,
  ).unref();
  const poll = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(poll);
    clearTimeout(force);
    process.exit(exitCode);
  }, 100);
}

async function main() {
  buildIfStale();
  const shared = sharedEnv();
  const ports = defaultPorts();
  if (process.env.PORT) ports.gateway = Number(process.env.PORT);
  const taken = await portsInUse(Object.values(ports));
  if (taken.length > 0) {
    const onlyGateway = taken.length === 1 && taken[0] === ports.gateway;
    console.error(
      `Port ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already in use. ` +
        (onlyGateway
          ? `Stop what listens there, or choose another port: PORT=${ports.gateway + 1} npm start`
          : 'Is Caddie already running? Stop it first (Ctrl+C in its terminal).'),
    );
    process.exit(1);
  }
  // Embedded mode only: in production no configured password means admin stays off.
  const admin = shared.REDIS_URL
    ? { file: undefined, created: false }
    : ensureAdminPassword(shared.DATA_DIR, shared);
  if (admin.file) shared.ADMIN_PASSWORD_FILE = admin.file;
  for (const service of SERVICES) start(service, serviceEnv(service, ports, shared));
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${ports.gateway}/api/health/ready`, 60_000),
    waitForHttp(`http://127.0.0.1:${ports.authHealth}/health/ready`, 60_000),
    waitForHttp(`http://127.0.0.1:${ports.faqHealth}/health/ready`, 60_000),
    waitForHttp(`http://127.0.0.1:${ports.chatHealth}/health/ready`, 60_000),
  ]);
  const mode = shared.REDIS_URL
    ? 'production mode (Redis transport, Postgres)'
    : `embedded mode (data in ${shared.DATA_DIR})`;
  console.log(`\nCaddie is running in ${mode}: http://localhost:${ports.gateway}`);
  if (admin.created)
    console.log(`Admin password (first start; kept in ${admin.file}): ${admin.password}`);
  else if (admin.file) console.log(`Admin password: in ${admin.file}`);
  console.log('Press Ctrl+C to stop.\n');
}

main().catch((error) => {
  console.error(`Could not start: ${error.message}`);
  exitCode = 1;
  stopAll('error');
});

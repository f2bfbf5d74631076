// @ts-check
// The embedded stack: which processes make up the product, and the environment each gets.
// Used by `npm start` (start.js) and by the tests, so both run exactly the same way.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
/** @type {readonly ('auth' | 'faq' | 'chat' | 'gateway')[]} */
const SERVICES = ['auth', 'faq', 'chat', 'gateway'];

// Node's flags per service, for memory: the same list the services' image starts node with.
const { NODE_FLAGS } = require('../../deploy/docker/node-flags');

/** Default ports of embedded mode; `base` shifts them all (tests run several stacks at once). */
/** @typedef {ReturnType<typeof defaultPorts>} StackPorts */
/** @typedef {Record<string, string | undefined>} Env */

function defaultPorts(base = 0) {
  return {
    gateway: 3000 + base,
    authTcp: 4001 + base,
    faqTcp: 4002 + base,
    chatTcp: 4003 + base,
    gatewayEvents: 4004 + base,
    authHealth: 3101 + base,
    faqHealth: 3102 + base,
    chatHealth: 3103 + base,
    gatewayMetrics: 3104 + base,
  };
}

/**
 * The environment of one service. `shared` holds what every process gets (DATA_DIR, REDIS_URL,
 * the database URLs, LOG_LEVEL...); the per-service part is set here so nothing leaks between them.
 * @template {string | undefined} Value
 * @param {string} service
 * @param {StackPorts} ports
 * @param {Record<string, Value>} shared
 * @returns {Record<string, Value | string>}
 */
function serviceEnv(service, ports, shared) {
  const common = { ...shared, LISTEN_HOST: shared.LISTEN_HOST ?? '127.0.0.1' };
  const address = (/** @type {number} */ port) => `127.0.0.1:${port}`;
  switch (service) {
    case 'auth':
      return { ...common, TCP_PORT: String(ports.authTcp), HEALTH_PORT: String(ports.authHealth) };
    case 'faq':
      return {
        ...common,
        TCP_PORT: String(ports.faqTcp),
        HEALTH_PORT: String(ports.faqHealth),
        // Who hears faq.changed: the chat index and the gateway's cached FAQ list.
        FAQ_EVENT_SUBSCRIBERS: [address(ports.chatTcp), address(ports.gatewayEvents)].join(','),
      };
    case 'chat':
      return {
        ...common,
        TCP_PORT: String(ports.chatTcp),
        HEALTH_PORT: String(ports.chatHealth),
        FAQ_SERVICE_ADDRESS: address(ports.faqTcp),
      };
    case 'gateway':
      return {
        ...common,
        PORT: String(ports.gateway),
        EVENTS_TCP_PORT: String(ports.gatewayEvents),
        METRICS_PORT: String(ports.gatewayMetrics),
        WEB_DIST_DIR: shared.WEB_DIST_DIR ?? path.join(ROOT, 'web', 'dist'),
        AUTH_SERVICE_ADDRESS: address(ports.authTcp),
        FAQ_SERVICE_ADDRESS: address(ports.faqTcp),
        CHAT_SERVICE_ADDRESS: address(ports.chatTcp),
      };
    default:
      throw new Error(`unknown service ${service}`);
  }
}

/**
 * Starts one built service as its own Node process. Source maps (stack traces that name the
 * TypeScript) cost each service 12-16 MB, as Node keeps every loaded module's map.
 * @param {string} service
 * @param {Env} env
 * @param {import('node:child_process').StdioOptions} [stdio]
 * @param {{ sourceMaps?: boolean }} [options]
 */
function spawnService(service, env, stdio = 'pipe', { sourceMaps = true } = {}) {
  const entry = path.join(ROOT, 'services', service, 'dist', 'main.js');
  const maps = sourceMaps ? ['--enable-source-maps'] : [];
  return spawn(process.execPath, [...NODE_FLAGS[service], ...maps, entry], {
    cwd: ROOT,
    env,
    stdio,
  });
}

/**
 * Resolves once url answers 2xx, or rejects after timeoutMs.
 * @param {string} url
 */
async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
      // A readiness probe's body names the check that is down.
      last = `HTTP ${response.status} ${(await response.text()).slice(0, 500)}`;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}

/**
 * The ports among `ports` that something on 127.0.0.1 already listens on.
 * @param {number[]} ports
 */
async function portsInUse(ports) {
  const taken = await Promise.all(
    ports.map(
      (port) =>
        /** @type {Promise<boolean>} */ (
          new Promise((resolve) => {
            const server = net.createServer();
            server.once('error', () => resolve(true));
            server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
          })
        ),
    ),
  );
  return ports.filter((_, index) => taken[index]);
}

/**
 * A port nobody listens on right now (see freePorts).
 * @returns {Promise<number>}
 */
async function freePort() {
  const [port] = await freePorts(1);
  return port;
}

/**
 * Every port of a stack, each free and all different.
 * @returns {Promise<StackPorts>}
 */
async function freeStackPorts() {
  const names = /** @type {(keyof StackPorts)[]} */ (Object.keys(defaultPorts()));
  const ports = await freePorts(names.length);
  return /** @type {StackPorts} */ (Object.fromEntries(names.map((name, i) => [name, ports[i]])));
}

/**
 * Where free ports are looked for: below the range the OS takes the local ports of outgoing
 * connections from (Linux: net.ipv4.ip_local_port_range), so that no connection made between
 * choosing a port and a service listening on it (to Postgres, Redis, another service) can take
 * it first. Elsewhere, or if that range leaves no room, whatever port the OS hands out.
 * @returns {{ first: number; last: number } | undefined}
 */
function portRange() {
  try {
    const [low] = fs
      .readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return low > 11_000 ? { first: 10_000, last: low - 1 } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A listener on a free port of `range` (from a random place in it), or on any port the OS
 * hands out without one.
 * @param {{ first: number; last: number } | undefined} range
 * @returns {Promise<net.Server>}
 */
async function listenOnFreePort(range) {
  const size = range ? range.last - range.first + 1 : 1;
  const start = Math.floor(Math.random() * size);
  for (let tried = 0; tried < Math.min(size, 200); tried += 1) {
    const port = range ? range.first + ((start + tried) % size) : 0;
    const server = net.createServer();
    server.unref();
    const listening = await new Promise((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return server;
  }
  throw new Error('No free port found: stop what holds the ports from 10000 up and try again.');
}

/**
 * `count` free ports, all different: each listener stays open until every port is known, as
 * one closed early may be handed out again to the next.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
async function freePorts(count) {
  const range = portRange();
  /** @type {net.Server[]} */
  const servers = [];
  for (let i = 0; i < count; i += 1) servers.push(await listenOnFreePort(range));
  const ports = servers.map(
    (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port,
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

module.exports = {
  NODE_FLAGS,
  ROOT,
  SERVICES,
  defaultPorts,
  freePort,
  freeStackPorts,
  portRange,
  portsInUse,
  serviceEnv,
  spawnService,
  waitForHttp,
};

// The embedded stack: which processes make up the product, and the environment each gets.
// Used by `npm start` (start.js) and by the tests, so both run exactly the same way.
'use strict';
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SERVICES = ['auth', 'faq', 'chat', 'gateway'];

/**
 * Node's flags per service, for memory; the Dockerfiles start node with the same.
 * - V8's old-space limit: left to itself on a large host V8 lets garbage pile up for hundreds
 *   of megabytes before it collects (the faq service peaked at 320 MB on a 100,000-row import,
 *   212 MB capped at 160; the gateway, which streams imports, at 264 MB, 183 MB capped at 128),
 *   and a pod is limited to 384 MiB.
 * - The chat service: a rebuild of its index of 90,000 FAQs peaked at 340 MB with V8's
 *   defaults, 290-330 with semi-spaces of 4 MB rather than 16 (its young generation), and
 *   285-291 with its old space capped too, with no cost measured in answers per second. Its
 *   live heap at that peak is about 150 MB.
 * - faq and gateway: a full collection once the heap has grown to three times what was live
 *   after the last, not V8's 1.1-2 times. Their live heaps are small (30-45 MB) and an import
 *   passes each about 200 MB of 1 MB strings, so V8 marked the whole heap 7-11 times per
 *   100,000-row import (210-280 ms of CPU in each); now 3 times (about 80 ms), and the import
 *   takes 1.7-1.9 s instead of 1.9-2.4. Peaks: faq 190-200 -> 220-230 MB, gateway 155-170 ->
 *   170-176.
 */
const NODE_FLAGS = {
  auth: ['--max-old-space-size=96'],
  faq: ['--max-old-space-size=160', '--heap-growing-percent=200'],
  gateway: ['--max-old-space-size=128', '--heap-growing-percent=200'],
  chat: ['--max-old-space-size=208', '--max-semi-space-size=4'],
};

/** Default ports of embedded mode; `base` shifts them all (tests run several stacks at once). */
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
 */
function serviceEnv(service, ports, shared) {
  const common = { ...shared, LISTEN_HOST: shared.LISTEN_HOST ?? '127.0.0.1' };
  const address = (port) => `127.0.0.1:${port}`;
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

/** Resolves once url answers 2xx, or rejects after timeoutMs. */
async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}

/** The ports among `ports` that something on 127.0.0.1 already listens on. */
async function portsInUse(ports) {
  const taken = await Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const server = net.createServer();
          server.once('error', () => resolve(true));
          server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
        }),
    ),
  );
  return ports.filter((_, index) => taken[index]);
}

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = {
  NODE_FLAGS,
  ROOT,
  SERVICES,
  defaultPorts,
  freePort,
  portsInUse,
  serviceEnv,
  spawnService,
  waitForHttp,
};

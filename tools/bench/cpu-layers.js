// @ts-check
// Where a process's CPU time goes, by layer: a V8 CPU profile (node --cpu-prof) summed into
// HTTP, validation, transport, engine, database, logging, framework, our service code and the
// rest. A sample counts for the innermost frame on its stack that belongs to a layer, so time
// in Node's own code (a socket write, JSON.parse) counts for the code that called it.
'use strict';
const fs = require('node:fs');

/**
 * A V8 CPU profile as node --cpu-prof writes it (the parts read here).
 * @typedef {{
 *   nodes: ProfileNode[];
 *   samples: number[];
 *   startTime: number;
 *   timeDeltas: number[];
 * }} CpuProfile
 * @typedef {{ id: number; callFrame: CallFrame; children?: number[] }} ProfileNode
 * @typedef {{ url: string; functionName: string }} CallFrame
 * @typedef {{ from: number; to: number }} Window
 */

/**
 * First match wins, tested on a frame's script URL (or function name for V8's own entries).
 * @type {[string, RegExp][]}
 */
const LAYERS = [
  [
    'engine',
    /libs\/answer-engine\/|\/minisearch\/|services\/chat\/dist\/(search|answers|language)\//,
  ],
  ['database', /\/node_modules\/(pg|pg-pool|pg-protocol|pg-types|typeorm|@electric-sql\/pglite)\//],
  ['transport', /\/node_modules\/(ioredis|@nestjs\/microservices|redis-parser|cluster-key-slot)\//],
  [
    'validation',
    /\/node_modules\/(class-validator|class-transformer|validator|ajv|fast-json-stringify)\//,
  ],
  [
    'logging',
    /\/node_modules\/(pino|pino-http|pino-std-serializers|sonic-boom|thread-stream|nestjs-pino|fast-redact)\//,
  ],
  [
    'HTTP',
    /\/node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio|light-my-request|helmet|@nestjs\/platform-fastify)\/|node:_http_|node:http\b/,
  ],
  ['framework', /\/node_modules\/(@nestjs\/core|@nestjs\/common|rxjs|reflect-metadata)\//],
  // Our own code outside the engine: controllers, services, the service kit.
  ['service', /\/(services\/[^/]+|libs\/(contracts|service-kit))\/dist\//],
];
const OTHER = 'other';
/** @type {Record<string, string | undefined>} */
const RUNTIME = { '(garbage collector)': 'GC', '(idle)': 'idle', '(program)': 'other' };

/** @param {CallFrame} frame */
function layerOfFrame({ url, functionName }) {
  if (!url) return RUNTIME[functionName];
  for (const [layer, pattern] of LAYERS) if (pattern.test(url)) return layer;
  return undefined;
}

/**
 * Milliseconds of CPU by layer (idle left out) in a parsed .cpuprofile; with `window`, only the
 * samples taken within it, in microseconds of the monotonic clock the profile's timestamps
 * count (on Linux the one process.hrtime reads in every process, so a load generator's
 * `process.hrtime.bigint() / 1000n` marks it).
 * @param {CpuProfile} profile
 * @param {Window} [window]
 * @returns {Record<string, number>}
 */
function layersOf(profile, window = { from: -Infinity, to: Infinity }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** @type {Map<number, string>} */
  const layerCache = new Map();
  /** @type {(id: number) => string} */
  const layerOf = (id) => {
    const cached = layerCache.get(id);
    if (cached !== undefined) return cached;
    const own = layerOfFrame(/** @type {ProfileNode} */ (byId.get(id)).callFrame);
    const parent = parentOf.get(id);
    const layer = own ?? (parent === undefined ? OTHER : layerOf(parent));
    layerCache.set(id, layer);
    return layer;
  };
  /** @type {Record<string, number>} */
  const totals = {};
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    const layer = layerOf(id);
    totals[layer] = (totals[layer] ?? 0) + delta / 1000;
  });
  delete totals.idle;
  return totals;
}

/**
 * @param {string} file
 * @param {Window} [window]
 */
function layersOfFile(file, window) {
  return layersOf(JSON.parse(fs.readFileSync(file, 'utf8')), window);
}

module.exports = { layersOf, layersOfFile };

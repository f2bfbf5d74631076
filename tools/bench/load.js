// @ts-check
// HTTP load with autocannon: requests per second at saturation (latency at a fixed rate is
// fixed-rate.js), and the bare-Node reference server.
'use strict';
const autocannon = require('autocannon');
const { fork } = require('node:child_process');
const path = require('node:path');
const { once } = require('node:events');

/**
 * A route under load: requests to `path`, with `bodies` (JSON) taken in turn when given.
 * @typedef {{ method?: string; path: string; bodies?: string[] }} Route
 */

/**
 * What a load measured: requests per second, p50 / p99 latency in ms, errors and requests.
 * @typedef {{
 *   rps: number;
 *   p50: number;
 *   p99: number;
 *   errors: number;
 *   requests: number;
 * }} LoadFigures
 */

/**
 * @param {autocannon.Options} options
 * @returns {Promise<autocannon.Result>}
 */
function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A request list autocannon cycles through; bodies vary when `bodies` is given.
 * @param {Route} route
 * @returns {autocannon.Request[]}
 */
function requestsFor({ method = 'GET', path: urlPath, bodies }) {
  if (!bodies) return [{ method, path: urlPath }];
  let next = 0;
  return [
    {
      method,
      path: urlPath,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const body = bodies[next % bodies.length];
        next += 1;
        return { ...request, body };
      },
    },
  ];
}

/**
 * @param {autocannon.Result} result
 * @returns {LoadFigures}
 */
function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    requests: result.requests.total,
  };
}

/**
 * Requests per second with every connection busy.
 * @param {string} baseUrl
 * @param {Route} route
 * @param {number} seconds
 */
async function saturate(baseUrl, route, seconds) {
  const result = await run({
    url: baseUrl,
    connections: 64,
    duration: seconds,
    requests: requestsFor(route),
  });
  return summary(result);
}

/**
 * Starts the bare-Node reference server answering with `body`; resolves to its URL and stop().
 * @param {Buffer} body
 */
async function startReference(body) {
  const child = fork(path.join(__dirname, 'reference-server.js'), [], {
    env: { ...process.env, REFERENCE_BODY_BASE64: Buffer.from(body).toString('base64') },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [{ port }] = await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

module.exports = { saturate, startReference };

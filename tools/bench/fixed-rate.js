// @ts-check
// Latency at a fixed request rate, the requests evenly spaced (open loop). autocannon's
// overallRate sends each second's quota at once as fast as its connections allow, then waits
// for the next second (lib/httpClient.js, reqsMadeThisSecond; mcollina/autocannon#174), so
// its "latency at 500/s" was the latency of a 500-request burst. Here request i is due at
// i / rate seconds and its latency counts from then: a slow answer delays nothing else, and
// time spent waiting for a free connection is counted (no coordinated omission).
'use strict';
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { setTimeout: sleep } = require('node:timers/promises');
const { percentile } = require('../percentile');

/** Enough sockets that a stall of a few hundred ms at 500/s still finds one free. */
const MAX_SOCKETS = 256;

/**
 * @typedef {import('./load').Route} Route
 * @typedef {import('./load').LoadFigures} LoadFigures
 */

/**
 * @param {http.Agent} agent
 * @param {string} url
 * @param {Route} route
 * @param {number} i
 * @returns {Promise<boolean>}
 */
function send(agent, url, { method = 'GET', path, bodies }, i) {
  return new Promise((resolve) => {
    const body = bodies?.[i % bodies.length];
    const request = http.request(
      new URL(path, url),
      {
        method,
        agent,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(/** @type {number} */ (response.statusCode) < 400));
        response.on('error', () => resolve(false));
      },
    );
    request.on('error', () => resolve(false));
    request.end(body);
  });
}

/**
 * Sends `rate` requests a second for `seconds`, after a one-second warm-up at the same rate
 * that is not measured (both the system and the bare-Node reference get it). Resolves to
 * the measured requests' rate, p50 / p99 latency in ms and errors, and how many were sent in all
 * (the warm-up's included: what the processes' CPU over the whole call served).
 * @param {string} baseUrl
 * @param {Route} route
 * @param {number} rate
 * @param {number} seconds
 * @returns {Promise<LoadFigures & { sent: number }>}
 */
async function atRate(baseUrl, route, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const warmUp = rate;
  const total = warmUp + rate * seconds;
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const pending = [];
  const started = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && started + (next * 1000) / rate <= now) {
      const i = next;
      const due = started + (i * 1000) / rate;
      pending.push(
        send(agent, baseUrl, route, i).then((ok) => {
          if (i < warmUp) return;
          latencies.push(performance.now() - due);
          if (!ok) errors += 1;
        }),
      );
      next += 1;
    }
    await sleep(Math.max(0, started + (next * 1000) / rate - performance.now()));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    requests: latencies.length,
    sent: total,
  };
}

module.exports = { atRate };

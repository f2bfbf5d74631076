#!/usr/bin/env node
// @ts-check
// What the gateway's security headers cost a request: helmet's middleware built once (the
// gateway's http/security-headers.ts, with the policy of libs/contracts) against built for
// every request (as @fastify/helmet does).
'use strict';
// helmet's types declare only its default export; at run time the module is the function too.
const helmet = require('helmet').default;
const { loadPolicy } = require('../web/nginx-security-headers');

/** @typedef {import('../web/nginx-security-headers').HeaderMiddleware} HeaderMiddleware */

const OPTIONS = loadPolicy().securityPolicy('page');
const REQUESTS = 200_000;
const response = { setHeader() {}, removeHeader() {} };

/** @param {() => void} handle */
function microsPerRequest(handle) {
  for (let i = 0; i < 20_000; i += 1) handle(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i += 1) handle();
  return Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
}

const builtOnce = /** @type {HeaderMiddleware} */ (helmet(OPTIONS));
for (let round = 1; round <= 3; round += 1) {
  const once = microsPerRequest(() => builtOnce({}, response, () => {}));
  const each = microsPerRequest(() =>
    /** @type {HeaderMiddleware} */ (helmet(OPTIONS))({}, response, () => {}),
  );
  console.log(
    `round ${round}: built once ${once.toFixed(2)} us, built per request ${each.toFixed(2)} us`,
  );
}

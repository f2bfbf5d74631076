#!/usr/bin/env node
// What the gateway's security headers cost a request: helmet's middleware built once (the
// gateway's http/security-headers.ts, with the policy of libs/contracts) against built for
// every request (as @fastify/helmet does).
'use strict';
const helmet = require('helmet');
const { loadPolicy } = require('../web/nginx-security-headers');

const OPTIONS = loadPolicy().securityPolicy('page');
const REQUESTS = 200_000;
const response = { setHeader() {}, removeHeader() {} };

function microsPerRequest(handle) {
  for (let i = 0; i < 20_000; i += 1) handle(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i += 1) handle();
  return Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
}

const builtOnce = helmet(OPTIONS);
for (let round = 1; round <= 3; round += 1) {
  const once = microsPerRequest(() => builtOnce({}, response, () => {}));
  const each = microsPerRequest(() => helmet(OPTIONS)({}, response, () => {}));
  console.log(
    `round ${round}: built once ${once.toFixed(2)} us, built per request ${each.toFixed(2)} us`,
  );
}

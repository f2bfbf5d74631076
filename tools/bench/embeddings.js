#!/usr/bin/env node
// @ts-check
// `npm run bench:embeddings`: what embeddings cost a chat reply at 10,000 FAQs, in production
// mode (Redis transport, Postgres), against the test endpoint (tools/fake-openai) in a process
// of its own. Three rows from one run at the same fixed rate: the product without embeddings
// (the reference), with them, and the endpoint alone, asked the same messages. A reply's time
// within the chat service is its own log line per message ("chat.reply handled in N ms").
// The bound it checks: what embeddings add to that p99 stays within 10 ms plus the endpoint's p99.
'use strict';
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const readline = require('node:readline');
const { buildIfStale } = require('../embedded/build-if-stale');
const { generate } = require('../eval/bench-scale');
const { percentile } = require('../percentile');
const { chatBodies, messages } = require('./chat-bodies');
const { atRate } = require('./fixed-rate');
const { peakRssMb, resetPeak, signIn, startSystem } = require('./system');

const SMOKE = process.argv.includes('--smoke');
const FAQS = SMOKE ? 500 : 10_000;
/** Rates well within what one chat process serves at 10,000 FAQs (about 100/s here). */
const RATES = [20, 50];
const SECONDS = SMOKE ? 1 : 20;
const BOUND_MS = 10;
const EMBEDDING_MODEL = 'fake-embed';

/**
 * @typedef {import('./system').System} System
 * @typedef {import('./load').LoadFigures} LoadFigures
 * @typedef {{ p50: number; p99: number }} Latency
 */

/** The test endpoint as its own process; resolves to its base URL and a stop(). */
async function startEndpoint() {
  const script = path.join(__dirname, '../fake-openai/fake-openai-server.js');
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [url] = await once(readline.createInterface({ input: child.stdout }), 'line');
  return {
    url,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One figure of the chat service's /metrics (the first series of that name), 0 if none.
 * @param {System} system
 * @param {string} name
 */
async function chatMetric(system, name) {
  const text = await (await fetch(system.chatMetricsUrl)).text();
  const line = text.split('\n').find((entry) => /^[^ {]+/.exec(entry)?.[0] === name);
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/**
 * @param {() => Promise<boolean>} check
 * @param {string} what
 */
async function until(check, what, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The product at FAQS FAQs: p50/p99 at each rate, seen by the client and within the chat service.
 * @param {Record<string, string>} env
 */
async function measureProduct(env) {
  /** @type {number[]} */
  const handled = [];
  const system = await startSystem('production', {
    env,
    chatLines: (line) => {
      const found = /"msg":"chat\.reply handled in (\d+) ms"/.exec(line);
      if (found) handled.push(Number(found[1]));
    },
  });
  try {
    const cookie = await signIn(system.baseUrl);
    const faqs = generate(FAQS).map(({ question, answer }) => ({ question, answer }));
    const imported = await fetch(`${system.baseUrl}/api/faqs/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ faqs, replaceExisting: true }),
    });
    if (!imported.ok) throw new Error(`importing ${FAQS} FAQs failed: HTTP ${imported.status}`);
    await until(
      async () => (await chatMetric(system, 'caddie_faq_index_faqs')) === FAQS,
      `the chat index of ${FAQS} FAQs`,
    );
    if (env.EMBEDDING_MODEL)
      await until(
        async () => (await chatMetric(system, 'caddie_embedding_faq_texts')) === FAQS * 2,
        `${FAQS * 2} FAQ texts embedded`,
      );
    const route = { method: 'POST', path: '/api/chat', bodies: chatBodies(1000, FAQS) };
    /** @type {Record<number, { client: LoadFigures; service: Latency }>} */
    const byRate = {};
    resetPeak(system.children.chat.pid);
    for (const rate of RATES) {
      await atRate(system.baseUrl, route, rate, Math.max(1, SECONDS / 5)); // warm-up
      await new Promise((resolve) => setTimeout(resolve, 500)); // the warm-up's last lines
      handled.length = 0;
      const client = await atRate(system.baseUrl, route, rate, SECONDS);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const inService = [...handled].sort((a, b) => a - b);
      byRate[rate] = {
        client,
        service: { p50: percentile(inService, 50), p99: percentile(inService, 99) },
      };
    }
    return {
      byRate,
      chatPeakMb: peakRssMb(system.children.chat.pid),
      fallbacks: await chatMetric(system, 'caddie_embedding_fallbacks_total'),
    };
  } finally {
    await system.stop();
  }
}

/**
 * The endpoint asked the same messages at each rate, by the same client.
 * @param {{ url: string }} endpoint
 */
async function measureEndpoint(endpoint) {
  const bodies = messages(1000, FAQS).map((text) =>
    JSON.stringify({ model: EMBEDDING_MODEL, input: [text] }),
  );
  const route = { method: 'POST', path: '/v1/embeddings', bodies };
  /** @type {Record<number, LoadFigures>} */
  const byRate = {};
  for (const rate of RATES) {
    await atRate(endpoint.url, route, rate, Math.max(1, SECONDS / 5));
    byRate[rate] = await atRate(endpoint.url, route, rate, SECONDS);
  }
  return byRate;
}

/** @typedef {Awaited<ReturnType<typeof measureProduct>>} ProductFigures */

async function main() {
  buildIfStale(() => undefined);
  const endpoint = await startEndpoint();
  try {
    console.error(`lexical engine alone, ${FAQS} FAQs...`);
    const lexical = await measureProduct({});
    console.error('with embeddings...');
    const embeddings = await measureProduct({
      EMBEDDING_BASE_URL: endpoint.url,
      EMBEDDING_MODEL,
    });
    console.error('the endpoint alone...');
    print({ lexical, embeddings, endpoint: await measureEndpoint(endpoint) });
  } finally {
    await endpoint.stop();
  }
}

/**
 * @param {{
 *   lexical: ProductFigures;
 *   embeddings: ProductFigures;
 *   endpoint: Awaited<ReturnType<typeof measureEndpoint>>;
 * }} figures
 */
function print({ lexical, embeddings, endpoint }) {
  const ms = (/** @type {number} */ value) => value.toFixed(1);
  const pair = (/** @type {Latency} */ part) => `${ms(part.p50)} / ${ms(part.p99)}`;
  const cpu = os.cpus();
  const lines = [
    `Machine: ${cpu.length} x ${cpu[0]?.model.trim()}, Node ${process.version}${SMOKE ? ' (SMOKE RUN: figures not meaningful)' : ''}`,
    `POST /api/chat, production mode, ${FAQS.toLocaleString('en')} FAQs, ${SECONDS} s at each rate; chat service peak RSS: ${ms(lexical.chatPeakMb)} MB without embeddings, ${ms(embeddings.chatPeakMb)} MB with`,
    '',
    '| rate | | in chat service p50 / p99 ms | at the client p50 / p99 ms | errors |',
    '|---:|---|---:|---:|---:|',
  ];
  for (const rate of RATES) {
    const [without, withEmbeddings, alone] = [
      lexical.byRate[rate],
      embeddings.byRate[rate],
      endpoint[rate],
    ];
    lines.push(
      `| ${rate}/s | lexical engine alone (reference) | ${pair(without.service)} | ${pair(without.client)} | ${without.client.errors} |`,
      `| ${rate}/s | with embeddings | ${pair(withEmbeddings.service)} | ${pair(withEmbeddings.client)} | ${withEmbeddings.client.errors} |`,
      `| ${rate}/s | the endpoint alone, same messages | - | ${pair(alone)} | ${alone.errors} |`,
    );
  }
  lines.push('');
  for (const rate of RATES) {
    const added = embeddings.byRate[rate].service.p99 - lexical.byRate[rate].service.p99;
    const allowed = BOUND_MS + endpoint[rate].p99;
    lines.push(
      `At ${rate}/s embeddings add ${ms(added)} ms to the chat service's p99 (bound: ${BOUND_MS} ms + the endpoint's p99 ${ms(endpoint[rate].p99)} = ${ms(allowed)} ms): ${added <= allowed ? 'within' : 'OVER'}`,
    );
  }
  lines.push(
    `Replies the lexical engine answered alone for want of an embedding: ${embeddings.fallbacks}`,
  );
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

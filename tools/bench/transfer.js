// @ts-check
// Bulk FAQ transfer: a 100,000-row CSV imported through the gateway, exported as csv and json,
// and the reference: Postgres COPY of the same rows.
'use strict';
const { performance } = require('node:perf_hooks');
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { unparse } = require('papaparse');
const { from: copyFrom } = require('pg-copy-streams');
const { peakRssMb, resetPeak, withPostgres } = require('./system');

/** @typedef {import('./system').System} System */

const WORDS = (
  'driver putter wedge iron set hybrid shaft grip flex loft lie fitting launch monitor return ' +
  'refund exchange shipping delivery order tracking store pickup warranty damage trade-in gift ' +
  'card balls bulk logo left-handed junior ladies rangefinder bag trolley shoes apparel size ' +
  'promo code loyalty points account password stock notify used pre-owned lessons coach swing ' +
  'within days business receipt original packaging unused condition label prepaid courier'
).split(' ');

/**
 * A deterministic stream of plausible FAQ text: the same rows on every run.
 * @param {number} seed
 * @param {number} minLength
 * @param {number} maxLength
 */
function textOf(seed, minLength, maxLength) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const length = minLength + Math.floor(random() * (maxLength - minLength));
  const words = [];
  let size = 0;
  while (size < length) {
    const word = WORDS[Math.floor(random() * WORDS.length)];
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ');
}

/**
 * Rows with question 30-150 and answer 100-700 characters (about 40 MB per 100,000).
 * @param {number} count
 */
function generateRows(count) {
  return Array.from({ length: count }, (_, i) => ({
    question: `${textOf(i * 2 + 1, 30, 150)} #${i}?`,
    answer: `${textOf(i * 2 + 2, 100, 700)}.`,
    isActive: i % 10 !== 0,
  }));
}

/** @param {ReturnType<typeof generateRows>} rows */
function csvOf(rows) {
  return `${unparse(rows, { columns: ['question', 'answer', 'isActive'], newline: '\n' })}\n`;
}

/**
 * @template T
 * @param {() => Promise<T>} work
 */
function timed(work) {
  const started = performance.now();
  return work().then((value) => ({ seconds: (performance.now() - started) / 1000, value }));
}

/**
 * POST /api/faqs/import (replace) of the CSV; seconds and peak memory of faq and gateway. The
 * chat service's peak is counted from here too: it rebuilds its index of the new FAQs next.
 * @param {System} system
 * @param {string} cookie
 * @param {string} csv
 */
async function importCsv(system, cookie, csv) {
  resetPeak(system.children.chat.pid);
  const pids = { faq: system.children.faq.pid, gateway: system.children.gateway.pid };
  for (const pid of Object.values(pids)) resetPeak(pid);
  // The body is made before the clock starts, as COPY's input is: JSON.stringify of 48.6 MB
  // took 175 ms, a quarter of COPY's time, that no server could win back.
  const body = Buffer.from(JSON.stringify({ csvData: csv, replaceExisting: true }));
  const { seconds } = await timed(async () => {
    const response = await fetch(`${system.baseUrl}/api/faqs/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    });
    if (!response.ok)
      throw new Error(`import failed: HTTP ${response.status} ${await response.text()}`);
  });
  return { seconds, peakMb: { faq: peakRssMb(pids.faq), gateway: peakRssMb(pids.gateway) } };
}

/**
 * After an import: seconds until the chat service answers from an index of `expected` FAQs
 * (counted from `since`, the import's start), and its peak memory since the import began.
 * @param {System} system
 * @param {number} expected
 * @param {number} since
 */
async function chatReindex(system, expected, since, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // While it rebuilds, the service may not answer its probe at all: that is "not yet".
    const health = await fetch(system.chatHealthUrl)
      .then((response) => response.json())
      .catch(() => undefined);
    if (health?.details?.['faq-index']?.faqs === expected) break;
    if (Date.now() > deadline) throw new Error(`chat index not at ${expected} FAQs in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    seconds: (performance.now() - since) / 1000,
    peakMb: { chat: peakRssMb(system.children.chat.pid) },
  };
}

/**
 * GET /api/faqs/export, streamed and discarded; seconds, bytes, peak memory.
 * @param {System} system
 * @param {string} cookie
 * @param {'csv' | 'json'} format
 */
async function exportAs(system, cookie, format) {
  const pids = { faq: system.children.faq.pid, gateway: system.children.gateway.pid };
  for (const pid of Object.values(pids)) resetPeak(pid);
  let bytes = 0;
  const { seconds } = await timed(async () => {
    const response = await fetch(`${system.baseUrl}/api/faqs/export?format=${format}`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`export failed: HTTP ${response.status}`);
    // A node:stream/web stream, async-iterable, which the global ReadableStream's types omit.
    const body = /** @type {import('node:stream/web').ReadableStream<Uint8Array>} */ (
      response.body
    );
    for await (const chunk of body) bytes += chunk.length;
  });
  return { seconds, bytes, peakMb: { faq: peakRssMb(pids.faq), gateway: peakRssMb(pids.gateway) } };
}

/**
 * The reference: COPY of the same CSV into a table shaped like the FAQs table.
 * @param {string} databaseUrl
 * @param {string} csv
 */
async function copyReference(databaseUrl, csv) {
  return withPostgres(databaseUrl, async (pg) => {
    await pg.query(`CREATE TABLE bench_copy_reference (
      id serial PRIMARY KEY, question text NOT NULL, answer text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
    try {
      const bytes = Buffer.from(csv); // made before the clock starts, as the import's body is
      const { seconds } = await timed(() =>
        pipeline(
          Readable.from([bytes]),
          pg.query(
            copyFrom(
              'COPY bench_copy_reference (question, answer, is_active) FROM STDIN WITH (FORMAT csv, HEADER true)',
            ),
          ),
        ),
      );
      return { seconds };
    } finally {
      await pg.query('DROP TABLE bench_copy_reference');
    }
  });
}

module.exports = { chatReindex, copyReference, csvOf, exportAs, generateRows, importCsv };

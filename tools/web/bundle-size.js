#!/usr/bin/env node
// @ts-check
// `npm run web:size`: gzipped size of the JavaScript the chat page loads at first (the entry
// and its static imports, from Vite's manifest), of each lazy chunk (the admin screen), and of
// the widget's loader (widget.js, what a shop's every page loads). Exits 1 when the initial
// JavaScript or the loader is over its budget.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const DIST = path.resolve(__dirname, '../../web/dist');
const BUDGET_KB = 150;
const WIDGET_BUDGET_KB = 5;

/**
 * What Vite's manifest says of a chunk (the parts read here).
 * @typedef {{ file: string; isEntry?: boolean; imports?: string[] }} ManifestChunk
 * @typedef {{ name: string; file: string; gzipKb: number }} Chunk
 */

/** @param {string} file */
function gzipKb(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;
}

function bundleSizes(dist = DIST) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  /** @type {Set<string>} */
  const initial = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  if (entryKey === undefined) throw new Error(`${dist}/.vite/manifest.json names no entry`);
  visit(entryKey);
  const lazy = Object.keys(manifest).filter(
    (key) => !initial.has(key) && manifest[key].file.endsWith('.js'),
  );
  /** @type {(key: string) => Chunk} */
  const describe = (key) => ({
    name: key,
    file: manifest[key].file,
    gzipKb: gzipKb(manifest[key].file),
  });
  const initialChunks = [...initial].map(describe);
  return {
    initialKb: initialChunks.reduce((sum, chunk) => sum + chunk.gzipKb, 0),
    initialChunks,
    lazyChunks: lazy.map(describe),
    budgetKb: BUDGET_KB,
    widgetKb: gzipKb('widget.js'),
    widgetBudgetKb: WIDGET_BUDGET_KB,
  };
}

module.exports = { bundleSizes, BUDGET_KB, WIDGET_BUDGET_KB };

if (require.main === module) {
  const sizes = bundleSizes();
  const line = (/** @type {Chunk} */ chunk) =>
    `  ${chunk.file.padEnd(40)} ${chunk.gzipKb.toFixed(1).padStart(7)} KB gzip   (${chunk.name})`;
  console.log('Chat route, initial JavaScript:');
  sizes.initialChunks.forEach((chunk) => console.log(line(chunk)));
  console.log(`  total ${sizes.initialKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
  console.log('Loaded later (lazy chunks):');
  sizes.lazyChunks.forEach((chunk) => console.log(line(chunk)));
  console.log('Widget loader, on every page of a shop that embeds the chat:');
  console.log(
    `  widget.js ${sizes.widgetKb.toFixed(1).padStart(37)} KB gzip   (budget ${WIDGET_BUDGET_KB} KB)`,
  );
  if (sizes.initialKb > BUDGET_KB) {
    console.error(`Over budget by ${(sizes.initialKb - BUDGET_KB).toFixed(1)} KB.`);
    process.exit(1);
  }
  if (sizes.widgetKb > WIDGET_BUDGET_KB) {
    console.error(`widget.js over budget by ${(sizes.widgetKb - WIDGET_BUDGET_KB).toFixed(1)} KB.`);
    process.exit(1);
  }
}

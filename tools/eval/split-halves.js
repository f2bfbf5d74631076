#!/usr/bin/env node
// @ts-check
// Splits a shop's blind-written messages into its dev and test halves, once, before any tuning:
//   node tools/eval/split-halves.js MESSAGES.json services/chat/eval/shops/NAME
// Messages are grouped by the FAQ they mean (out-of-scope ones as one group), put in an order
// fixed by a hash of their text, and dealt alternately, so each half asks about every FAQ.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const [source, shopDir] = process.argv.slice(2);
if (!source || !shopDir) {
  console.error('usage: node tools/eval/split-halves.js MESSAGES.json SHOP_DIR');
  process.exit(2);
}
/** @typedef {{ message: string; faq: string | null }} Message */

/** @type {Message[]} */
const messages = JSON.parse(fs.readFileSync(source, 'utf8'));
/** @type {{ question: string }[]} */
const faqs = JSON.parse(fs.readFileSync(path.join(shopDir, 'faqs.json'), 'utf8'));
const questions = new Set(faqs.map((faq) => faq.question));
const hashOf = (/** @type {string} */ text) =>
  crypto.createHash('sha256').update(text).digest('hex');
/** @type {Map<string | null, Message[]>} */
const groups = new Map();
for (const item of messages) {
  if (item.faq !== null && !questions.has(item.faq)) throw new Error(`no FAQ "${item.faq}"`);
  const group = groups.get(item.faq) ?? [];
  group.push({ message: item.message, faq: item.faq });
  groups.set(item.faq, group);
}
/** @type {{ dev: Message[]; test: Message[] }} */
const halves = { dev: [], test: [] };
let turn = 0;
for (const group of groups.values()) {
  group.sort((a, b) => hashOf(a.message).localeCompare(hashOf(b.message)));
  for (const item of group) {
    (turn % 2 === 0 ? halves.dev : halves.test).push(item);
    turn += 1;
  }
}
for (const [half, items] of Object.entries(halves)) {
  items.sort((a, b) => hashOf(a.message).localeCompare(hashOf(b.message)));
  fs.writeFileSync(path.join(shopDir, `${half}.json`), `${JSON.stringify(items, null, 2)}\n`);
  console.log(
    `${half}: ${items.length} (${items.filter((item) => item.faq === null).length} out of scope)`,
  );
}

// @ts-check
// The cold-start shops (services/chat/eval/shops): each a shop's own FAQs, imported as a new
// shop imports them (question and answer, no phrasings), with customers' messages split into a
// dev half (the only one settings are chosen on) and a test half (committed before any tuning
// on these sets, read by `npm run eval -- --final`). See services/chat/eval/shops/README.md.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SHOPS = path.join(ROOT, 'services/chat/eval/shops');

function shopNames() {
  return fs
    .readdirSync(SHOPS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A shop in a trade with a vocabulary of its own (language/vocabulary/trades) uses it.
 * @type {Record<string, import('@caddie/answer-engine').Trade | undefined>}
 */
const TRADE_OF = {
  'fairway-outlet': 'golf',
  'links-depot': 'golf',
  'greenside-pro': 'golf',
  'sandtrap-golf': 'golf',
  'teebox-indoor': 'golf',
  'backspin-golf-exchange': 'golf',
  'her-swing-golf': 'golf',
  'fore-and-aft-golf': 'golf',
  'clubhouse-golf-tech': 'golf',
  'bayou-links-outlet': 'golf',
  'little-divots-golf': 'golf',
  'dogleg-golf-works': 'golf',
  'desert-links-golf': 'golf',
};

/**
 * The shops that choose the unsure band: those the probability model as shipped was fitted
 * without (the generic vocabulary has since learned from some of their dev halves). Their dev
 * halves show what a new shop meets; the dev halves of the shops the model was fitted on
 * promise fewer wrong answers than their own test halves then give.
 */
const NEWEST_SHOPS = [
  'links-depot',
  'fynbos-skin',
  'kauri-and-co',
  'greenside-pro',
  'powderline',
  'hearth-roasters',
  'clearview-eyewear',
  'meeple-harbour',
  'sandtrap-golf',
  'teebox-indoor',
  'quayside-books',
  'summit-home-fitness',
  'backspin-golf-exchange',
  'tide-and-tackle',
  'little-kowhai',
  'her-swing-golf',
  'ember-and-oak',
  'brightside-pharmacy',
  'fore-and-aft-golf',
  'treble-and-bass',
  'little-nest-nursery',
  'clubhouse-golf-tech',
  'copper-kettle-tea',
  'northwind-cycles',
  'bayou-links-outlet',
  'greengrocer-direct',
  'shutterbug-cameras',
  'little-divots-golf',
  'saltmarsh-surf',
  'inkwell-and-quire',
  'dogleg-golf-works',
  'tinker-and-tumble',
  'loom-and-lantern',
  'desert-links-golf',
  'petal-and-post',
  'cellar-and-cork',
];

/** @param {string} file */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * One shop's FAQs and the messages of one half.
 * @param {string} shop
 * @param {'dev' | 'test'} half
 * @returns {import('./evaluate').EvalSet}
 */
function shopSet(shop, half) {
  const dir = path.join(SHOPS, shop);
  /** @type {{ question: string; answer: string }[]} */
  const written = readJson(path.join(dir, 'faqs.json'));
  const faqs = written.map((faq, index) => ({
    id: index + 1,
    question: faq.question,
    answer: faq.answer,
  }));
  const idOf = new Map(faqs.map((faq) => [faq.question, faq.id]));
  /** @type {{ message: string; faq: string | null }[]} */
  const messages = readJson(path.join(dir, `${half}.json`));
  const queries = messages.map(({ message, faq }) => {
    if (faq !== null && !idOf.has(faq)) throw new Error(`${shop}/${half}.json: no FAQ "${faq}"`);
    return { query: message, relevant: faq === null ? [] : [idOf.get(faq)] };
  });
  const trade = TRADE_OF[shop] ?? 'none';
  return { name: `shop ${shop} (${half} half)`, key: shop, trade, faqs, queries };
}

/** @param {'dev' | 'test'} half */
function shopSets(half) {
  return shopNames().map((shop) => shopSet(shop, half));
}

/** SHA-256 over every shop's test half, in name order: shows the test halves never changed. */
function testHalvesHash() {
  const hash = crypto.createHash('sha256');
  for (const shop of shopNames()) hash.update(fs.readFileSync(path.join(SHOPS, shop, 'test.json')));
  return hash.digest('hex');
}

module.exports = { NEWEST_SHOPS, shopSets, testHalvesHash };

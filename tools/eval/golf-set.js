// @ts-check
// The shop's evaluation set (services/chat/eval) over the seed FAQs as a new shop gets them:
// with their phrasings, or (withPhrasings false) the questions alone.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/**
 * @param {'dev' | 'test' | 'all'} split
 * @returns {import('./evaluate').EvalSet}
 */
function golfSet(split, { withPhrasings = true } = {}) {
  const seed = path.join(ROOT, 'services/faq/dist/seed');
  /** @type {{ GOLF_FAQS: { question: string; answer: string }[] }} */
  const { GOLF_FAQS } = require(path.join(seed, 'golf-faqs.js'));
  /** @type {{ seedPhrasings: (question: string) => string[] }} */
  const { seedPhrasings } = require(path.join(seed, 'golf-faq-more-phrasings.js'));
  const faqs = GOLF_FAQS.map((faq, index) => ({
    id: index + 1,
    question: faq.question,
    answer: faq.answer,
    phrasings: withPhrasings ? seedPhrasings(faq.question) : [],
  }));
  const idOf = new Map(faqs.map((faq) => [faq.question, faq.id]));
  /** @type {{ query: string; faq: string | null; split: string }[]} */
  const set = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'services/chat/eval/golf-eval-set.json'), 'utf8'),
  );
  const queries = set
    .filter((item) => split === 'all' || item.split === split)
    .map((item) => ({
      query: item.query,
      relevant: item.faq === null ? [] : [idOf.get(item.faq)],
    }));
  const name = `golf shop (${split} half)${withPhrasings ? '' : ', no phrasings'}`;
  return { name, key: 'demo-golf', trade: 'golf', faqs, queries };
}

module.exports = { golfSet };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The eval tooling (tools/eval) over the built chat service: a guard that the engine keeps
// beating plain BM25 on the dev half. `npm run eval` reports the test half.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { evaluate, engineAnswerer, bm25Baseline } = require('../../tools/eval/evaluate');

const ROOT = join(__dirname, '../..');

function devHalf() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { GOLF_FAQS } = require(join(ROOT, 'services/faq/dist/seed/golf-faqs.js'));
  const faqs = GOLF_FAQS.map((faq: { question: string; answer: string }, index: number) => ({
    id: index + 1,
    ...faq,
  }));
  const idOf = new Map(faqs.map((faq: { id: number; question: string }) => [faq.question, faq.id]));
  const items = JSON.parse(
    readFileSync(join(ROOT, 'services/chat/eval/golf-eval-set.json'), 'utf8'),
  );
  const queries = items
    .filter((item: { split: string }) => item.split === 'dev')
    .map((item: { query: string; faq: string | null }) => ({
      query: item.query,
      relevant: item.faq ? [idOf.get(item.faq)] : [],
    }));
  return { faqs, queries };
}

describe('answer quality on the dev half of the golf evaluation set', () => {
  const set = devHalf();
  const engine = evaluate(set, engineAnswerer(set.faqs));
  const baseline = evaluate(set, bm25Baseline(set.faqs));

  it('answers more in-scope questions correctly than plain BM25', () => {
    expect(engine.inScope).toBeGreaterThan(baseline.inScope);
    expect(engine.inScope).toBeGreaterThanOrEqual(0.9);
  });

  it('declines most questions no FAQ answers', () => {
    expect(engine.decline).toBeGreaterThanOrEqual(0.9);
  });
});

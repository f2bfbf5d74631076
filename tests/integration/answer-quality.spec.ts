// The eval tooling (tools/eval) over the built chat service: a guard that the engine keeps
// beating plain BM25 on the dev half (seed FAQs with their phrasings, as a new shop has them). `npm run eval` reports the test half.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { evaluate, engineAnswerer, bm25Baseline } = require('../../tools/eval/evaluate');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { golfSet } = require('../../tools/eval/golf-set');

describe('answer quality on the dev half of the golf evaluation set', () => {
  const set = golfSet('dev');
  const engine = evaluate(set, engineAnswerer(set.faqs));
  const baseline = evaluate(set, bm25Baseline(set.faqs));

  // The dev half grew by 190 questions written by someone who had not seen the FAQs'
  // phrasings or the set (session 7): the engine, tuned on the old half, answered 69% of them.
  it('answers more in-scope questions correctly than plain BM25', () => {
    expect(engine.inScope).toBeGreaterThan(baseline.inScope);
    expect(engine.inScope).toBeGreaterThanOrEqual(0.85);
  });

  // 133 out-of-scope questions on the dev half, most of them the near misses a shop's bot
  // meets: other shops' services, golf talk, chit-chat.
  it('declines most questions no FAQ answers', () => {
    expect(engine.decline).toBeGreaterThanOrEqual(0.85);
  });
});

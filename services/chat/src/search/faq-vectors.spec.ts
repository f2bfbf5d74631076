import { FaqVectors } from './faq-vectors';

const v = (...values: number[]) => Float32Array.from(values);

describe('FaqVectors', () => {
  const vectors = FaqVectors.of([
    { faqId: 1, vector: v(1, 0, 0) },
    { faqId: 1, vector: v(0, 2, 0) }, // a phrasing: the FAQ's nearest text speaks for it
    { faqId: 2, vector: v(0, 0, 3) },
    { faqId: 3, vector: v(1, 1) }, // another model's length: left out
  ]);

  it("gives each FAQ the cosine of its nearest text, whatever the vectors' lengths", () => {
    expect(vectors.size).toBe(3);
    const closeness = vectors.closeness(v(0, 5, 1));
    expect(closeness.get(1)).toBeCloseTo(5 / Math.hypot(5, 1));
    expect(closeness.get(2)).toBeCloseTo(1 / Math.hypot(5, 1));
    expect(vectors.nearest(v(0, 0, 1), 1)).toEqual([{ faqId: 2, cosine: 1 }]);
  });

  it("finds nothing for a vector of another model's length", () => {
    expect(vectors.closeness(v(1, 0)).size).toBe(0);
    expect(FaqVectors.of([]).closeness(v(1)).size).toBe(0);
  });
});

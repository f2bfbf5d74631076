import { FaqVectors, SKETCH_DIMENSIONS } from './faq-vectors';

const v = (...values: number[]) => Float32Array.from(values);

/** A pseudo-random unit-free vector, the same for the same seed. */
function randomVector(seed: number, dimensions: number): Float32Array {
  let state = seed;
  return Float32Array.from({ length: dimensions }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  });
}

describe('FaqVectors', () => {
  const vectors = FaqVectors.of([
    { faqId: 1, vector: v(1, 0, 0) },
    { faqId: 1, vector: v(0, 2, 0) }, // a phrasing: the FAQ's nearest text speaks for it
    { faqId: 2, vector: v(0, 0, 3) },
    { faqId: 3, vector: v(1, 1) }, // another model's length: left out
  ]);

  it("gives each FAQ the cosine of its nearest text, whatever the vectors' lengths", () => {
    expect(vectors.size).toBe(3);
    const closeness = vectors.closeness(v(0, 5, 1))!;
    expect(closeness.get(1)).toBeCloseTo(5 / Math.hypot(5, 1));
    expect(closeness.get(2)).toBeCloseTo(1 / Math.hypot(5, 1));
    expect(closeness.get(3)).toBeUndefined();
    expect(vectors.closeness(v(0, 0, 1))!.nearest()).toEqual([
      { faqId: 2, cosine: 1 },
      { faqId: 1, cosine: 0 },
    ]);
  });

  it("finds nothing for a vector of another model's length", () => {
    expect(vectors.closeness(v(1, 0))).toBeUndefined();
    expect(FaqVectors.of([]).closeness(v(1))).toBeUndefined();
  });

  it("finds a long model's nearest FAQs through the sketch, with their exact cosines", () => {
    const dimensions = SKETCH_DIMENSIONS * 24;
    const faqs = Array.from({ length: 500 }, (_, i) => ({
      faqId: i + 1,
      vector: randomVector(i + 1, dimensions),
    }));
    const many = FaqVectors.of(faqs);
    // A message most like FAQ 234, then 17, then 401, with some noise.
    const [a, b, c, noise] = [234, 17, 401, 99_999].map((seed) => randomVector(seed, dimensions));
    const message = a.map((value, i) => value + 0.7 * b[i] + 0.5 * c[i] + 0.3 * noise[i]);
    const closeness = many.closeness(message)!;
    const nearest = closeness.nearest();
    expect(nearest.slice(0, 3).map(({ faqId }) => faqId)).toEqual([234, 17, 401]);
    expect(nearest[0].cosine).toBeCloseTo(closeness.get(234)!, 6);
  });
});

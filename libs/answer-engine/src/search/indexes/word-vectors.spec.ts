import { WordVectors, similarity, similarityToBytes, toBytes } from './word-vectors';

describe('WordVectors', () => {
  const vectors = WordVectors.shared();
  const near = (a: string, b: string) =>
    similarity(vectors.embed(a.split(' ')), vectors.embed(b.split(' ')));

  it('puts words of like meaning nearer than words that only share a topic', () => {
    expect(near('broken', 'damaged')).toBeGreaterThan(near('broken', 'delivery'));
    expect(near('parcel', 'package')).toBeGreaterThan(near('parcel', 'password'));
    expect(near('refund', 'money back')).toBeGreaterThan(near('refund', 'weather'));
  });

  it('gives unit-length means, and nothing for words it does not know', () => {
    expect(near('where is my order', 'where is my order')).toBeCloseTo(1, 5);
    expect(vectors.embed(['xqzzv', 'taylormadez'])).toBeUndefined();
    expect(similarity(undefined, vectors.embed(['golf']))).toBe(0);
  });

  it('keeps cosines within 0.01 when one side is stored as bytes', () => {
    const pairs = [
      ['broken driver', 'damaged club'],
      ['where is my parcel', 'track my order'],
      ['gift card', 'weather today'],
    ];
    for (const [a, b] of pairs) {
      const [first, second] = [vectors.embed(a.split(' ')), vectors.embed(b.split(' '))];
      const stored = toBytes(second!);
      expect(
        Math.abs(similarityToBytes(first, stored, 0) - similarity(first, second)),
      ).toBeLessThan(0.01);
    }
    expect(similarityToBytes(undefined, new Int8Array(50), 0)).toBe(0);
  });

  it("gives one word's vector at unit length, or none for a word it does not know", () => {
    const vector = vectors.vectorOf('broken');
    expect(Math.hypot(...vector!)).toBeCloseTo(1);
    expect(similarity(vector, vectors.vectorOf('damaged'))).toBeGreaterThan(
      similarity(vector, vectors.vectorOf('weather')),
    );
    expect(vectors.vectorOf('xqzzv')).toBeUndefined();
  });
});

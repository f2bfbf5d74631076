// @ts-check
// The nearest-rank percentile the benchmarks and the evaluation report: of an ascending list.
'use strict';

/**
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

module.exports = { percentile };

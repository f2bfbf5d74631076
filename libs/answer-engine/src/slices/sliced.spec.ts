import { Sliced, pauseDue, runInSlices, runNow } from './sliced';

function* countTo(limit: number): Sliced<number> {
  let total = 0;
  for (let i = 0; i < limit; i += 1) {
    total += 1;
    if (pauseDue(i)) yield;
  }
  return total;
}

describe('sliced work', () => {
  it('runs to the same result at once or in slices', async () => {
    expect(runNow(countTo(10_000))).toBe(10_000);
    await expect(runInSlices(countTo(10_000))).resolves.toBe(10_000);
  });
});

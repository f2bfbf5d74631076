import { BatchedWrites } from './batched-writes';

/** A store whose writes the test completes one by one. */
function store() {
  const writes: { rows: number[]; done: () => void; fail: (e: Error) => void }[] = [];
  const batched = new BatchedWrites<number>(
    (rows) => new Promise((resolve, reject) => writes.push({ rows, done: resolve, fail: reject })),
    4,
  );
  return { batched, writes };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedWrites', () => {
  it('writes a lone caller at once', async () => {
    const { batched, writes } = store();
    const written = batched.add([1, 2]);
    expect(writes.map((w) => w.rows)).toEqual([[1, 2]]);
    writes[0].done();
    await expect(written).resolves.toBeUndefined();
  });

  it('groups the callers that arrive during a write into the next one, in order', async () => {
    const { batched, writes } = store();
    const first = batched.add([1]);
    const second = batched.add([2]);
    const third = batched.add([3]);
    expect(writes).toHaveLength(1);
    writes[0].done();
    await first;
    await tick();
    expect(writes.map((w) => w.rows)).toEqual([[1], [2, 3]]);
    writes[1].done();
    await expect(Promise.all([second, third])).resolves.toEqual([undefined, undefined]);
  });

  it('keeps a write within maxRows, whole callers only', async () => {
    const { batched, writes } = store();
    void batched.add([0]);
    const waiting = [batched.add([1, 2]), batched.add([3, 4]), batched.add([5, 6, 7, 8, 9])];
    writes[0].done();
    await tick();
    writes[1].done();
    await tick();
    writes[2].done();
    await tick();
    writes[3]?.done();
    await Promise.all(waiting);
    expect(writes.map((w) => w.rows)).toEqual([[0], [1, 2, 3, 4], [5, 6, 7, 8, 9]]);
  });

  it('fails only the callers of the write that failed, and goes on', async () => {
    const { batched, writes } = store();
    const first = batched.add([1]);
    const second = batched.add([2]);
    writes[0].fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await tick();
    writes[1].done();
    await expect(second).resolves.toBeUndefined();
  });
});

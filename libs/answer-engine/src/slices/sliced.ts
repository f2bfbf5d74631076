/**
 * Long work written as a generator that yields now and then (every so many FAQs): run to its
 * end at once, or in slices with the event loop free between them. A rebuild of the index of
 * 90,000 FAQs takes seconds; in slices, the chat service answers visitors (from the index it
 * has) and its health probe meanwhile.
 */
export type Sliced<T> = Generator<void, T, undefined>;

/** A slice of about this many milliseconds, then the event loop's turn. */
const SLICE_MS = 20;

export function runNow<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

export async function runInSlices<T>(work: Sliced<T>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/** Whether a loop at item `i` has done enough since its last pause: every 256 items. */
export function pauseDue(i: number): boolean {
  return (i & 255) === 255;
}

interface Pending<Row> {
  rows: Row[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: rows handed in while a write is in flight go together in the next one, and
 * each caller's promise settles when the write holding its rows does. A request alone is
 * written at once (no timer, no added latency); under load the writes grow, not their number.
 */
export class BatchedWrites<Row> {
  private queue: Pending<Row>[] = [];
  private writing = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<void>,
    /** Rows per write at most (a statement's parameters are limited). */
    private readonly maxRows: number,
  ) {}

  add(rows: Row[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.takeBatch();
      try {
        await this.write(batch.flatMap((pending) => pending.rows));
        batch.forEach((pending) => pending.resolve());
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
    }
    this.writing = false;
  }

  /** Whole callers, up to maxRows rows (a caller with more than that goes alone). */
  private takeBatch(): Pending<Row>[] {
    let rows = 0;
    let callers = 0;
    while (callers < this.queue.length) {
      const next = this.queue[callers].rows.length;
      if (callers > 0 && rows + next > this.maxRows) break;
      rows += next;
      callers += 1;
    }
    return this.queue.splice(0, callers);
  }
}

import { ThrottlerStorage } from '@nestjs/throttler';
import { FailOpenStorage } from './fail-open-storage';

const counted = { totalHits: 3, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 };

function storage(increment: ThrottlerStorage['increment']): ThrottlerStorage {
  return { increment };
}

describe('FailOpenStorage', () => {
  it("passes the store's count through", async () => {
    const store = new FailOpenStorage(storage(async () => counted));
    await expect(store.increment('k', 60_000, 10, 60_000, 'default')).resolves.toEqual(counted);
  });

  it('lets the request through uncounted when the store fails', async () => {
    const store = new FailOpenStorage(
      storage(async () => {
        throw new Error('connection refused');
      }),
    );
    const record = await store.increment('k', 60_000, 10, 60_000, 'default');
    expect(record).toMatchObject({ isBlocked: false, totalHits: 0 });
  });

  it('does not wait for a store that hangs', async () => {
    const store = new FailOpenStorage(
      storage(() => new Promise(() => undefined)),
      20,
    );
    const started = Date.now();
    const record = await store.increment('k', 60_000, 10, 60_000, 'default');
    expect(record.isBlocked).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

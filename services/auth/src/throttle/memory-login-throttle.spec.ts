import { MemoryLoginThrottle } from './memory-login-throttle';

const POLICY = { maxFailures: 3, maxFailuresAll: 5, windowSeconds: 60 };

function throttleAt(start = 1_000_000, maxClients?: number) {
  const clock = { now: start };
  const throttle = new MemoryLoginThrottle(POLICY, () => clock.now, maxClients);
  return { clock, throttle };
}

/** The waits the throttle answers for `times` attempts by one client, in order. */
async function attempts(throttle: MemoryLoginThrottle, client: string, times: number) {
  const waits: number[] = [];
  for (let i = 0; i < times; i += 1) waits.push(await throttle.attempt(client));
  return waits;
}

describe('MemoryLoginThrottle', () => {
  it('lets a client try up to the limit, then refuses for the rest of the window', async () => {
    const { clock, throttle } = throttleAt();
    await expect(attempts(throttle, '10.0.0.1', 4)).resolves.toEqual([0, 0, 0, 60]);
    clock.now += 20_500;
    await expect(throttle.attempt('10.0.0.1')).resolves.toBe(40);
  });

  it('counts attempts made at once each on its own: no more checks than the limit', async () => {
    const { throttle } = throttleAt();
    const waits = await Promise.all(Array.from({ length: 50 }, () => throttle.attempt('10.0.0.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(POLICY.maxFailures);
  });

  it('reports at least one second while still blocked', async () => {
    const { clock, throttle } = throttleAt();
    await attempts(throttle, '10.0.0.1', POLICY.maxFailures);
    clock.now += 59_999;
    await expect(throttle.attempt('10.0.0.1')).resolves.toBe(1);
  });

  it('keeps the window from the first attempt rather than stretching it', async () => {
    const { clock, throttle } = throttleAt();
    await throttle.attempt('10.0.0.1');
    clock.now += 30_000;
    await expect(attempts(throttle, '10.0.0.1', 3)).resolves.toEqual([0, 0, 30]);
  });

  it('starts counting afresh once the window has ended', async () => {
    const { clock, throttle } = throttleAt();
    await attempts(throttle, '10.0.0.1', POLICY.maxFailures + 1);
    clock.now += 60_000;
    await expect(attempts(throttle, '10.0.0.1', 3)).resolves.toEqual([0, 0, 0]);
  });

  it('counts each client separately, and clears a client on success', async () => {
    const { throttle } = throttleAt();
    await attempts(throttle, '10.0.0.1', POLICY.maxFailures);
    await expect(throttle.attempt('10.0.0.2')).resolves.toBe(0);
    await throttle.succeeded('10.0.0.1');
    await expect(throttle.attempt('10.0.0.1')).resolves.toBe(0);
  });

  it('refuses everyone once all clients together reach the ceiling', async () => {
    const { throttle } = throttleAt();
    await attempts(throttle, '10.0.0.1', 3);
    await attempts(throttle, '10.0.0.2', 2);
    await expect(throttle.attempt('10.0.0.3')).resolves.toBe(60);
  });

  it('takes a right password back from the ceiling', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 10; i += 1) {
      await expect(throttle.attempt('10.0.0.1')).resolves.toBe(0);
      await throttle.succeeded('10.0.0.1');
    }
  });

  it('stays bounded by dropping the oldest client when full, never the ceiling', async () => {
    const { throttle } = throttleAt(1_000_000, 2);
    await attempts(throttle, 'oldest', 2);
    await attempts(throttle, 'newest', 2);
    const windows = (throttle as unknown as { windows: Map<string, unknown> }).windows;
    expect([...windows.keys()]).toEqual(['*', 'newest']);
  });
});

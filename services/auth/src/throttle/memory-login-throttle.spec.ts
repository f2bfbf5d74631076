import { MemoryLoginThrottle } from './memory-login-throttle';

const POLICY = { maxFailures: 3, windowSeconds: 60 };

function throttleAt(start = 1_000_000, maxClients?: number) {
  const clock = { now: start };
  const throttle = new MemoryLoginThrottle(POLICY, () => clock.now, maxClients);
  return { clock, throttle };
}

async function fail(throttle: MemoryLoginThrottle, client: string, times: number) {
  for (let i = 0; i < times; i += 1) await throttle.recordFailure(client);
}

describe('MemoryLoginThrottle', () => {
  it('does not block a client it has never seen', async () => {
    const { throttle } = throttleAt();
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(0);
  });

  it('does not block a client below the failure limit', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, '10.0.0.1', POLICY.maxFailures - 1);
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(0);
  });

  it('blocks a client at the limit for the rest of the window, in whole seconds', async () => {
    const { clock, throttle } = throttleAt();
    await fail(throttle, '10.0.0.1', POLICY.maxFailures);
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(60);
    clock.now += 20_500;
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(40);
  });

  it('reports at least one second while still blocked', async () => {
    const { clock, throttle } = throttleAt();
    await fail(throttle, '10.0.0.1', POLICY.maxFailures);
    clock.now += 59_999;
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(1);
  });

  it('keeps the window from the first failure rather than stretching it', async () => {
    const { clock, throttle } = throttleAt();
    await throttle.recordFailure('10.0.0.1');
    clock.now += 30_000;
    await fail(throttle, '10.0.0.1', POLICY.maxFailures - 1);
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(30);
  });

  it('unblocks the client once the window has ended, and starts counting afresh', async () => {
    const { clock, throttle } = throttleAt();
    await fail(throttle, '10.0.0.1', POLICY.maxFailures);
    clock.now += 60_000;
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(0);
    await fail(throttle, '10.0.0.1', POLICY.maxFailures - 1);
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(0);
  });

  it('counts each client separately', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, '10.0.0.1', POLICY.maxFailures);
    await expect(throttle.blockedFor('10.0.0.2')).resolves.toBe(0);
  });

  it('clears the failures of a client on reset', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, '10.0.0.1', POLICY.maxFailures);
    await throttle.reset('10.0.0.1');
    await expect(throttle.blockedFor('10.0.0.1')).resolves.toBe(0);
  });

  it('stays bounded by dropping the oldest client when full', async () => {
    const { throttle } = throttleAt(1_000_000, 2);
    await fail(throttle, 'oldest', POLICY.maxFailures);
    await fail(throttle, 'middle', POLICY.maxFailures);
    await fail(throttle, 'newest', POLICY.maxFailures);
    await expect(throttle.blockedFor('oldest')).resolves.toBe(0);
    await expect(throttle.blockedFor('middle')).resolves.toBe(60);
    await expect(throttle.blockedFor('newest')).resolves.toBe(60);
    expect((throttle as unknown as { windows: Map<string, unknown> }).windows.size).toBe(2);
  });

  it('clears out every expired client, not just one, when full', async () => {
    const { clock, throttle } = throttleAt(1_000_000, 3);
    await throttle.recordFailure('expired-1');
    await throttle.recordFailure('expired-2');
    clock.now += 40_000;
    await fail(throttle, 'live', POLICY.maxFailures);
    clock.now += 20_000;
    await throttle.recordFailure('newest');
    expect([...(throttle as unknown as { windows: Map<string, unknown> }).windows.keys()]).toEqual([
      'live',
      'newest',
    ]);
    await expect(throttle.blockedFor('live')).resolves.toBe(40);
  });
});

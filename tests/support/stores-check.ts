import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Synchronously (jest decides what to run before any await): are Postgres and Redis up? With
 * CI=true they are taken to be, and a missing one fails the suites, since nothing may skip
 * there; outside CI a missing store is reported loudly, naming what it skips.
 */
export function realStoresUp(skipping: string): boolean {
  if (process.env.CI === 'true') return true;
  const probe = spawnSync(process.execPath, [join(__dirname, 'probe-stores.js')], {
    timeout: 10_000,
  });
  if (probe.status === 0) return true;
  console.warn(
    `SKIPPED "${skipping}": Postgres (127.0.0.1:5432) or Redis (127.0.0.1:6379) is not reachable. ${probe.stderr}`,
  );
  return false;
}

/** A describe of production-mode tests: skipped outside CI when the stores are not up. */
export function describeWithRealStores(name: string, body: () => void): void {
  if (realStoresUp(name)) return describe(name, body);
  describe.skip(name, body);
}

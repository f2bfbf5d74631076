import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Synchronously (jest decides what to run before any await): are Postgres and Redis up?
 * Outside CI a missing store skips the production-mode suites with a loud reason; with
 * CI=true they run anyway and fail, since nothing may skip there.
 */
export function describeWithRealStores(name: string, body: () => void): void {
  if (process.env.CI === 'true') return describe(name, body);
  const probe = spawnSync(process.execPath, [join(__dirname, 'probe-stores.js')], {
    timeout: 10_000,
  });
  if (probe.status === 0) return describe(name, body);
  console.warn(
    `SKIPPED "${name}": Postgres (127.0.0.1:5432) or Redis (127.0.0.1:6379) is not reachable. ${probe.stderr}`,
  );
  describe.skip(name, body);
}

import { DataSource } from 'typeorm';

/** Data a service puts in its own store at start, once the schema is current. */
export type DatabaseSeed = (dataSource: DataSource) => Promise<void>;

/**
 * Runs pending migrations, then the seed if there is one, under a Postgres advisory lock, so
 * two replicas starting together never race: the second waits, then finds nothing left to do.
 */
export async function runMigrationsLocked(
  dataSource: DataSource,
  lockKey: number,
  seed?: DatabaseSeed,
): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [lockKey]);
    await dataSource.runMigrations({ transaction: 'each' });
    await seed?.(dataSource);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
    await runner.release();
  }
}

import { DataSource } from 'typeorm';

/**
 * Runs pending migrations under a Postgres advisory lock, so two replicas starting together
 * never race: the second waits, then finds nothing left to do.
 */
export async function runMigrationsLocked(dataSource: DataSource, lockKey: number): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [lockKey]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
    await runner.release();
  }
}

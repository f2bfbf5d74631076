import { DataSource, EntityManager } from 'typeorm';

/** Serialises every change of what is learned, across replicas (pg_advisory_xact_lock). */
const LEARNING_LOCK = 417_032;

/**
 * Runs work in a transaction that holds the learning lock. Picks are rare (a visitor clicks a
 * suggestion), so one at a time costs nothing, and it keeps the counts the guards read (the
 * sessions behind a phrasing, a session's picks this hour) true under concurrent picks.
 */
export function inLearningTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [LEARNING_LOCK]);
    return work(manager);
  });
}

/**
 * Raises the version every replica polls (learned-messages-sync.ts): called in the same
 * transaction as a change of what the engine matches, so the new version is seen only once
 * the change is.
 */
export async function bumpLearningVersion(manager: EntityManager): Promise<void> {
  await manager.query('UPDATE learning_version SET version = version + 1');
}

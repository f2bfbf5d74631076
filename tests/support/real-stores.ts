import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import Redis from 'ioredis';

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether this machine's Postgres and Redis answer; CI=true requires them (no skipping). */
export async function realStoresAvailable(): Promise<boolean> {
  const pg = new Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await pg.connect();
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    await pg.end().catch(() => undefined);
    redis.disconnect();
  }
}

export interface TestDatabases {
  faqUrl: string;
  chatUrl: string;
  drop(): Promise<void>;
}

/** Two fresh databases on the real Postgres, one per service, dropped afterwards. */
export async function createTestDatabases(adminUrl = POSTGRES_ADMIN_URL): Promise<TestDatabases> {
  const suffix = randomBytes(4).toString('hex');
  const names = [`caddie_test_faq_${suffix}`, `caddie_test_chat_${suffix}`];
  await withAdmin(async (pg) => {
    for (const name of names) await pg.query(`CREATE DATABASE ${name}`);
  }, adminUrl);
  const base = new URL(adminUrl);
  const urlFor = (name: string) => Object.assign(new URL(base.href), { pathname: `/${name}` }).href;
  return {
    faqUrl: urlFor(names[0]),
    chatUrl: urlFor(names[1]),
    drop: () =>
      withAdmin(async (pg) => {
        for (const name of names) await pg.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }, adminUrl),
  };
}

export async function withAdmin<T>(
  work: (pg: Client) => Promise<T>,
  url = POSTGRES_ADMIN_URL,
): Promise<T> {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    return await work(pg);
  } finally {
    await pg.end();
  }
}

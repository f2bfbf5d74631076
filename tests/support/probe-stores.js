// Exits 0 when this machine's Postgres and Redis answer (used by stores-check.ts).
const { Client } = require('pg');
const Redis = require('ioredis');

(async () => {
  const pg = new Client({
    connectionString:
      process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    connectionTimeoutMillis: 2000,
  });
  await pg.connect();
  await pg.end();
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  await redis.ping();
  redis.disconnect();
})().catch((error) => {
  process.stderr.write(error.message);
  process.exit(1);
});

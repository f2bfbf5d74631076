import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface OpenedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The configured Postgres URL, or else an embedded PGlite under dataDir/name. */
export async function openDatabase(
  url: string | undefined,
  dataDir: string,
  name: string,
): Promise<OpenedDatabase> {
  if (url) return { url, stop: async () => undefined };
  return startEmbeddedPostgres(join(dataDir, name));
}

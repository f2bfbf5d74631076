import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Embedded mode: real Postgres compiled to WebAssembly (PGlite) under dataDir, served on a
 * local port so TypeORM and pg talk to it exactly as to a production server.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  // Loaded lazily, and installed only with the workspace (a dev dependency of its root, which
  // embedded mode runs from): production images neither start nor carry it.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(dataDir, { loadDataDir: emptyCluster(dataDir) });
  // The socket server multiplexes one PGlite session; a pg pool needs more than one slot.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/**
 * For a data directory not yet made: the empty cluster the build left beside this file
 * (scripts/make-pglite-template.js), which starts in a quarter of initdb's time. Without it,
 * PGlite runs initdb as usual.
 */
function emptyCluster(dataDir: string): Blob | undefined {
  const template = join(__dirname, 'empty-cluster.tar.gz');
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(template)) return undefined;
  return new Blob([readFileSync(template)]);
}

import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveEmbedDemo } from './embed-demo';

/**
 * Embedded mode: the gateway serves the built web page at / and answers the page's own
 * routes (/admin, anything not under /api) with index.html. In Kubernetes the web container
 * does this and WEB_DIST_DIR stays unset.
 */
export async function serveWebApp(
  fastify: FastifyInstance,
  distDir: string | undefined,
): Promise<void> {
  if (!distDir) return;
  if (!existsSync(join(distDir, 'index.html'))) {
    new Logger('WebApp').warn(
      `WEB_DIST_DIR ${distDir} has no index.html: build the web page (npm run build); serving the API only`,
    );
    return;
  }
  await fastify.register(fastifyStatic, {
    root: distDir,
    // One route per built file, found at start: the page's own paths fall through to below.
    wildcard: false,
    setHeaders: (reply, path) => {
      // Hashed assets never change under their name: cache for a year. The page: revalidate.
      const hashed = /[\\/]assets[\\/]/.test(path);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  serveEmbedDemo(fastify);
  fastify.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}

import { FastifyInstance } from 'fastify';
import { Logger } from 'pino';

/**
 * One line per request, as the services write them: the request id, method, path, status and
 * milliseconds. Written by the root logger with plain objects, not by Fastify's per-request
 * logger: its bound id repeated the one the logger's mixin adds (the key twice in one line),
 * and its request serializer added the peer's address and port, which behind a proxy name the
 * proxy. No headers, so no cookie, reach the line. Health probes every few seconds would drown
 * the useful lines.
 */
export function logRequests(fastify: FastifyInstance, log: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!request.url.includes('/health')) {
      log.info(
        {
          requestId: request.id,
          req: { method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}

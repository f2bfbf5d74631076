import { FastifyInstance } from 'fastify';

/**
 * One line per request, as the services write them: method, path, status, milliseconds.
 * Written by Fastify's own logger (its request serializer leaves headers, cookies included, out).
 * Health probes every few seconds would drown the useful lines.
 */
export function logRequests(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!request.url.includes('/health')) {
      request.log.info(
        { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
        'request completed',
      );
    }
    done();
  });
}

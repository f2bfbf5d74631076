import { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';

export const httpRequestSeconds = new Histogram({
  name: 'caddie_http_request_duration_seconds',
  help: 'HTTP requests the gateway answered, by method, route and status, and how long each took',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
});

/**
 * Records every response under its route's pattern (/api/faqs/:id), never the raw path: a
 * label per FAQ id or per probed URL would grow the series without bound. Requests no route
 * matched (404s from scanners, say) share one label.
 */
export function measureRequests(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    httpRequestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

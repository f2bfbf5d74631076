import { trace } from '@opentelemetry/api';
import { FastifyInstance } from 'fastify';

/**
 * With tracing on, each request's span is named by its route (POST /api/chat), as the HTTP
 * instrumentation alone names it by method only. A no-op with tracing off.
 */
export function nameRequestSpans(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = trace.getActiveSpan();
    if (span && route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    done();
  });
}

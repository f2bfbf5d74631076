import { FastifyInstance } from 'fastify';
import { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { acceptedRequestId, requestContext } from '@caddie/service-kit';

/**
 * The request's id: the caller's X-Request-Id when it is a safe one (a proxy or a client that
 * traces its calls), else a new UUID. Fastify's genReqId, so its own log lines name it too.
 */
export function requestIdOf(request: IncomingMessage): string {
  return acceptedRequestId(request.headers['x-request-id']) ?? randomUUID();
}

/**
 * Returns the id on every response and handles the request inside its context, so every log
 * line of the gateway and every message sent to a service for it carries the id.
 */
export function propagateRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
}

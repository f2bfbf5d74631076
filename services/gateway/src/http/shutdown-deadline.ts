import { FastifyInstance } from 'fastify';

/**
 * A stopping gateway ends idle keep-alive connections at once (Node's server.close()) and lets
 * responses still being sent finish, but only for graceMs: a client that stops reading its
 * response would otherwise hold the process until the socket times out (about 70 s, past
 * Kubernetes' 30 s grace period, after which the pod is killed mid-request anyway).
 */
export function closeConnectionsAfter(fastify: FastifyInstance, graceMs: number): void {
  fastify.addHook('preClose', (done) => {
    setTimeout(() => fastify.server.closeAllConnections(), graceMs).unref();
    done();
  });
}

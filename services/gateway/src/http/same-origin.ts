import { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CROSS_SITE_REFUSAL = {
  statusCode: 403,
  error: 'Forbidden',
  message:
    'This request came from another site and was refused. Open the page on this site and try again.',
};

/**
 * Refuses state-changing API requests that a browser sent from another site (CSRF defence in
 * depth beside the SameSite=Strict cookie). Browsers say where a request came from in
 * Sec-Fetch-Site and Origin; a request with neither (curl, scripts, the services' own
 * clients) carries no ambient cookie from a victim's browser and is let through.
 */
export function refuseCrossSiteWrites(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || isSameSite(request)) return done();
    reply.code(403).send(CROSS_SITE_REFUSAL);
  });
}

function isSameSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // request.host is the Host header, or X-Forwarded-Host from a trusted proxy.
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" (sandboxed frames, file://) or garbage
  }
}

import { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet with a Content-Security-Policy the web build satisfies: scripts and styles from our
 * own origin only (inline style attributes allowed: the toast library animates with them),
 * nothing may frame the page, no plugins. No upgrade-insecure-requests: embedded mode runs
 * on plain http://localhost, and HSTS covers TLS deployments.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * On every response, page and API alike, set on the raw response so streamed replies carry it
 * too. helmet itself, not @fastify/helmet: the plugin builds helmet's middleware again for
 * every request (and adds an async hook), 4.6 us against 0.1 us a request on this project's
 * 2-core machine (`node tools/bench/helmet-per-request.js`), about a sixth of the gateway's
 * CPU per request on the FAQ list.
 */
export function applySecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
}

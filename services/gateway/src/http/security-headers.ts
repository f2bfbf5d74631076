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
 * On every response, page and API alike. helmet is built once and set on the raw response
 * (@fastify/helmet builds it again for every request), so streamed replies carry it too.
 */
export function applySecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
}

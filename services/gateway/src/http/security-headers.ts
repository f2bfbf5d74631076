import { FastifyInstance } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';

/** The page the chat widget frames on a shop's site, and the loader shops include. */
export const EMBED_PATH = '/embed';
export const WIDGET_PATH = '/widget.js';

/**
 * helmet with a Content-Security-Policy the web build satisfies: scripts and styles from our
 * own origin only (inline style attributes allowed: the toast library animates with them), no
 * plugins. Nothing may frame a page (X-Frame-Options DENY, frame-ancestors 'none') but /embed,
 * which this server's own pages and the shop's sites (EMBED_ORIGINS) may frame, and nothing
 * else: X-Frame-Options cannot name several origins, so /embed sends only frame-ancestors.
 * Resources are for this origin only (Cross-Origin-Resource-Policy), but /widget.js.
 * No upgrade-insecure-requests: embedded mode runs on plain http://localhost, and HSTS covers
 * TLS deployments.
 */
function headersFor(
  frameAncestors: string[],
  resourcePolicy: 'same-origin' | 'cross-origin' = 'same-origin',
): ReturnType<typeof helmet> {
  const options: HelmetOptions = {
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
        frameAncestors,
      },
    },
    frameguard: frameAncestors.includes("'none'") ? { action: 'deny' } : false,
    // Other sites may load only the widget's loader.
    crossOriginResourcePolicy: { policy: resourcePolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  return helmet(options);
}

/**
 * On every response, page and API alike, set on the raw response so streamed replies carry it
 * too. helmet itself, not @fastify/helmet: the plugin builds helmet's middleware again for
 * every request (and adds an async hook), 4.6 us against 0.1 us a request on this project's
 * 2-core machine (`node tools/bench/helmet-per-request.js`), about a sixth of the gateway's
 * CPU per request on the FAQ list. Both variants are built once, at start.
 */
export function applySecurityHeaders(fastify: FastifyInstance, embedOrigins: string[]): void {
  const everywhere = headersFor(["'none'"]);
  const byPath = new Map([
    [EMBED_PATH, headersFor(["'self'", ...embedOrigins])],
    [WIDGET_PATH, headersFor(["'none'"], 'cross-origin')],
  ]);
  fastify.addHook('onRequest', (request, reply, done) => {
    const headers = byPath.get(request.url.split('?', 1)[0]) ?? everywhere;
    headers(request.raw, reply.raw, () => done());
  });
}

/**
 * The security policy of every response, the one source for both servers that send the page:
 * the gateway, which hands it to helmet (services/gateway/src/http/security-headers.ts), and the
 * web container's nginx, whose headers `npm run web:nginx` writes into web/nginx/default.conf by
 * running helmet with the same options (tools/web/nginx-security-headers.js; a test fails when
 * the file differs). Plain helmet options, so that this library needs no helmet itself.
 *
 * A Content-Security-Policy the web build satisfies: scripts and styles from our own origin only
 * (inline style attributes allowed: the toast library animates with them), no plugins. No
 * upgrade-insecure-requests: embedded mode runs on plain http://localhost, and
 * Strict-Transport-Security (helmet's default) covers TLS deployments.
 */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** The page the chat widget frames on a shop's site, and the loader shops include. */
export const EMBED_PATH = '/embed';
export const WIDGET_PATH = '/widget.js';

/**
 * page: everything but the two paths below; nothing may frame it. embed: the widget's panel,
 * which this site and the shop's own may frame. widget: the loader, which other sites load.
 */
export type ResponseKind = 'page' | 'embed' | 'widget';

/** The part of helmet's options this policy sets (helmet's defaults for the rest). */
export interface SecurityPolicy {
  contentSecurityPolicy: { useDefaults: false; directives: Record<string, string[]> };
  frameguard: { action: 'deny' } | false;
  crossOriginResourcePolicy: { policy: 'same-origin' | 'cross-origin' };
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' };
}

/**
 * helmet's options for one kind of response. `embedOrigins` are the shop's sites that may frame
 * /embed (EMBED_ORIGINS; nginx passes its variable, `$embed_origins`). X-Frame-Options cannot
 * name several origins, so /embed sends frame-ancestors only. Resources are for this origin
 * only (Cross-Origin-Resource-Policy), but the widget's loader.
 */
export function securityPolicy(
  kind: ResponseKind,
  embedOrigins: readonly string[] = [],
): SecurityPolicy {
  const frameAncestors = kind === 'embed' ? ["'self'", ...embedOrigins] : ["'none'"];
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { ...DIRECTIVES, frameAncestors } },
    frameguard: kind === 'embed' ? false : { action: 'deny' },
    crossOriginResourcePolicy: { policy: kind === 'widget' ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Which kind a request path is (its query string left off). */
export function responseKind(path: string): ResponseKind {
  if (path === EMBED_PATH) return 'embed';
  if (path === WIDGET_PATH) return 'widget';
  return 'page';
}

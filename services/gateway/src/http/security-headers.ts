import helmet from 'helmet';

/**
 * helmet with a Content-Security-Policy the web build satisfies: scripts and styles from our
 * own origin only (inline style attributes allowed: the toast library animates with them),
 * nothing may frame the page, no plugins. No upgrade-insecure-requests: embedded mode runs
 * on plain http://localhost, and HSTS covers TLS deployments.
 */
export function securityHeaders() {
  return helmet({
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
}

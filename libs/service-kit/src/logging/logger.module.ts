import { DynamicModule, RequestMethod } from '@nestjs/common';
import { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import pino, { Logger } from 'pino';
import { requestIdMixin } from '../request-context/request-context';

/** Paths that may carry a secret; pino replaces them before a line is written. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'body.password',
];

const REDACT = { paths: REDACTED_PATHS, censor: '[redacted]' };

/** JSON logs with pino: one line per event, request logs for HTTP, secrets redacted. */
export function loggerModule(service: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    // Express 5 route syntax for "every path" (the library's default '*' draws a warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level,
      name: service,
      redact: REDACT,
      // Health probes every few seconds would drown the useful lines. The path is read from
      // originalUrl: Fastify's middleware layer hands pino-http req.url without its prefix.
      autoLogging: { ignore: (req) => pathOf(req).startsWith('/health') },
      customProps: () => ({ service }),
      // Every line logged while handling a message names the request it serves.
      mixin: requestIdMixin,
    },
  });
}

function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? '';
}

/** The same JSON lines from a logger the caller owns (the gateway shares it with Fastify). */
export function serviceLogger(service: string, level: string): Logger {
  return pino({ level, name: service, redact: REDACT, base: { service }, mixin: requestIdMixin });
}

/**
 * Nest's own logs through `logger`, with no request middleware: the HTTP server logs requests
 * itself. (pino-http as Nest middleware, with its per-request child logger and async context,
 * halved the gateway's requests per second.)
 */
export function appLoggerModule(logger: Logger): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] });
}

import { DynamicModule, RequestMethod } from '@nestjs/common';
import { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import pino, { DestinationStream, Logger } from 'pino';
import { requestIdMixin } from '../request-context/request-context';

/**
 * Where a secret could sit in an object someone logs; pino replaces it before the line is
 * written. Request lines carry no headers at all (REQUEST_SERIALIZERS here, Fastify's own
 * serializer in the gateway), so no cookie or authorization header reaches a log. Only named
 * keys, no wildcard: '*.password' made pino copy every object logged, about as much CPU as
 * writing the line (tools/bench: npm run bench, "what the log lines cost").
 */
export const REDACTED_PATHS = [
  'password',
  'body.password',
  'dto.password',
  'payload.password',
  'headers.cookie',
  'headers.authorization',
];

/** A request line names the request, never its headers (cookies) or body. */
export const REQUEST_SERIALIZERS = {
  req: (req: { id?: unknown; method?: string; url?: string }) => ({
    id: req.id,
    method: req.method,
    url: req.url,
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

const REDACT = { paths: REDACTED_PATHS, censor: '[redacted]' };

/** About 16 request lines; a quiet service's lines still appear within LOG_FLUSH_MS. */
const LOG_BLOCK_BYTES = 4096;
const LOG_FLUSH_MS = 250;

let destination: DestinationStream | undefined;

/**
 * Standard output, written asynchronously and in blocks: lines gather until LOG_BLOCK_BYTES or
 * LOG_FLUSH_MS, whichever comes first, then go out in one write. With a write per line the FAQ
 * list served 76% of its rate at LOG_LEVEL=warn, in blocks 82% (two production stacks side by
 * side, alternating rounds). Whatever is still buffered is written synchronously on exit (pino
 * registers that).
 */
function logDestination(): DestinationStream {
  destination ??= pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BLOCK_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  return destination;
}

/** JSON logs with pino: one line per event, request logs for HTTP, secrets redacted. */
export function loggerModule(service: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    // Express 5 route syntax for "every path" (the library's default '*' draws a warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: [
      {
        level,
        name: service,
        redact: REDACT,
        serializers: REQUEST_SERIALIZERS,
        // Probes and scrapes every few seconds would drown the useful lines. The path is read
        // from originalUrl: Fastify's middleware layer hands pino-http req.url without its prefix.
        autoLogging: { ignore: (req) => isProbeOrScrape(pathOf(req)) },
        customProps: () => ({ service }),
        // Every line logged while handling a message names the request it serves.
        mixin: requestIdMixin,
      },
      logDestination(),
    ],
  });
}

function isProbeOrScrape(path: string): boolean {
  return path.startsWith('/health') || path.startsWith('/metrics');
}

function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? '';
}

/**
 * The same JSON lines from a logger the caller owns (the gateway shares it with Fastify);
 * `destination` is for tests.
 */
export function serviceLogger(
  service: string,
  level: string,
  destination: DestinationStream = logDestination(),
): Logger {
  return pino(
    { level, name: service, redact: REDACT, base: { service }, mixin: requestIdMixin },
    destination,
  );
}

/**
 * Nest's own logs through `logger`, with no request middleware: the HTTP server logs requests
 * itself. (pino-http as Nest middleware, with its per-request child logger and async context,
 * halved the gateway's requests per second.)
 */
export function appLoggerModule(logger: Logger): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] });
}

import { DynamicModule, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

/** Paths that may carry a secret; pino replaces them before a line is written. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'body.password',
];

/** JSON logs with pino: one line per event, request logs for HTTP, secrets redacted. */
export function loggerModule(service: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    // Express 5 route syntax for "every path" (the library's default '*' draws a warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level,
      name: service,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // Health probes every few seconds would drown the useful lines.
      autoLogging: { ignore: (req) => (req.url ?? '').includes('/health') },
      customProps: () => ({ service }),
    },
  });
}

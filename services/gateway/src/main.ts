import './tracing';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import {
  exitOnBootFailure,
  listenerOptions,
  loadConfig,
  serverTransport,
  serviceLogger,
  startMetrics,
} from '@caddie/service-kit';
import { Logger } from 'nestjs-pino';
import { tracingStarted } from '@caddie/service-kit/tracing';
import { serveApiDocument } from './api-document/serve-api-document';
import { AppModule } from './app.module';
import { GatewayConfig } from './config/gateway.config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { applyBodyLimits } from './http/body-limits';
import { leaveImportBodyUnread } from './faq-transfer/import-body';
import { parseJsonBodies } from './http/json-body';
import { propagateRequestIds, requestIdOf } from './http/request-id';
import { logRequests } from './http/request-log';
import { measureRequests } from './metrics/http-metrics';
import { nameRequestSpans } from './http/request-span-names';
import { refuseCrossSiteWrites } from './http/same-origin';
import { closeConnectionsAfter } from './http/shutdown-deadline';
import { applySecurityHeaders } from './http/security-headers';
import { apiValidationPipe } from './http/validation';
import { registerSessions, sessionSetup } from './session/session-options';
import { serveWebApp } from './web-app/serve-web-app';

async function main(): Promise<void> {
  const config = loadConfig(GatewayConfig);
  startMetrics('gateway');
  const session = sessionSetup(config);
  const log = serviceLogger('gateway', config.LOG_LEVEL);
  // Fastify, not Express: on this route mix it serves about three times the requests per
  // second on the same cores (see docs/performance.md).
  const adapter = new FastifyAdapter({
    // X-Forwarded-For is read only from these peers (see GatewayConfig.TRUSTED_PROXIES).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    loggerInstance: log,
    logController: new LogController({
      // One line per request instead, from logRequests().
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: requestIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, session.redis, log),
    adapter,
    // JSON bodies are parsed and checked by parseJsonBodies() instead of Nest's parser.
    { bufferLogs: true, bodyParser: false },
  );
  const logger = app.get(Logger);
  app.useLogger(logger);
  const fastify = app.getHttpAdapter().getInstance();
  propagateRequestIds(fastify);
  logRequests(fastify, log);
  measureRequests(fastify);
  if (tracingStarted()) nameRequestSpans(fastify);
  applySecurityHeaders(fastify, config.embedOrigins);
  applyBodyLimits(fastify);
  parseJsonBodies(fastify);
  leaveImportBodyUnread(fastify);
  refuseCrossSiteWrites(fastify);
  closeConnectionsAfter(fastify, config.SHUTDOWN_GRACE_MS);
  await registerSessions(fastify, session);
  await serveWebApp(fastify, config.WEB_DIST_DIR);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  // The docs page in embedded mode only: there it is a developer's tool on their own machine.
  serveApiDocument(app, { page: config.transport === 'tcp' });
  app.enableShutdownHooks();
  // Events only (faq.changed, for the cached FAQ list): the gateway answers no messages. On
  // the services' listener, so that it hears them under the deployment's REDIS_PREFIX.
  app.connectMicroservice(
    listenerOptions(
      serverTransport(
        config.REDIS_URL,
        `${config.LISTEN_HOST}:${config.EVENTS_TCP_PORT}`,
        config.REDIS_PREFIX,
      ),
    ),
  );
  await app.startAllMicroservices();
  await app.listen(config.PORT, config.LISTEN_HOST);
  const { port } = app.getHttpServer().address() as { port: number };
  logger.log(
    `gateway listening on http://${config.LISTEN_HOST}:${port} (${config.transport} transport)`,
  );
}

main().catch(exitOnBootFailure('gateway'));

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { exitOnBootFailure, loadConfig } from '@caddie/service-kit';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { GatewayConfig } from './config/gateway.config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { bodyParsers, middlewareErrorHandler } from './http/body-parsers';
import { securityHeaders } from './http/security-headers';
import { trustProxySetting } from './http/trust-proxy';
import { apiValidationPipe } from './http/validation';
import { sessionMiddleware } from './session/session-middleware';

async function main(): Promise<void> {
  const config = loadConfig(GatewayConfig);
  const session = sessionMiddleware(config);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, session.redis),
    {
      bodyParser: false,
      bufferLogs: true,
    },
  );
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(...bodyParsers());
  app.use(session.middleware);
  app.use(middlewareErrorHandler);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  await app.listen(config.PORT, config.LISTEN_HOST);
  const { port } = app.getHttpServer().address() as { port: number };
  logger.log(
    `gateway listening on http://${config.LISTEN_HOST}:${port} (${config.transport} transport)`,
  );
}

main().catch(exitOnBootFailure('gateway'));

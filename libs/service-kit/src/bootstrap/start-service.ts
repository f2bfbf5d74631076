import { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AllRpcExceptionsFilter } from '../errors/rpc-exception.filter';
import { rpcValidationPipe } from '../errors/rpc-validation.pipe';
import { MessageLogInterceptor } from '../logging/message-log.interceptor';
import { startMetrics } from '../metrics/metrics-registry';
import { RequestContextInterceptor } from '../request-context/request-context-transport';
import { listenerOptions } from '../transport/claiming-redis-server';

export interface StartServiceOptions {
  name: string;
  module: DynamicModule;
  transport: MicroserviceOptions;
  listenHost: string;
  healthPort: number;
}

/**
 * Starts one service: the message listener on its transport, plus a small HTTP server for the
 * health probes and /metrics. SIGTERM closes listeners, then connections, then exits.
 */
export async function startService(options: StartServiceOptions): Promise<INestApplication> {
  startMetrics(options.name);
  // Fastify, as in the gateway: one HTTP platform for every process (here it serves only the
  // probes and /metrics).
  const app = await NestFactory.create<NestFastifyApplication>(
    options.module,
    new FastifyAdapter(),
    {
      bufferLogs: true,
    },
  );
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  app.useGlobalPipes(rpcValidationPipe());
  app.useGlobalFilters(new AllRpcExceptionsFilter(options.name, app.getHttpAdapter()));
  // Outermost first: the message's log line is written inside its request's context.
  app.useGlobalInterceptors(new RequestContextInterceptor(), new MessageLogInterceptor());
  app.connectMicroservice<MicroserviceOptions>(listenerOptions(options.transport), {
    inheritAppConfig: true,
  });
  // Init first (migrations, seed data, loaded state), then take messages: a request must never
  // reach a service that is still half-built (the chat service once loaded an unseeded list).
  await app.init();
  await app.startAllMicroservices();
  await app.listen(options.healthPort, options.listenHost);
  const address = app.getHttpServer().address() as { port: number };
  logger.log(
    `${options.name} service ready: ${describe(options.transport)}, health on port ${address.port}`,
  );
  return app;
}

function describe(transport: MicroserviceOptions): string {
  const { options } = transport as { options?: { host?: string; port?: number } };
  const kind =
    'transport' in transport && transport.transport === Transport.REDIS ? 'Redis' : 'TCP';
  return `${kind} ${options?.host}:${options?.port}`;
}

/** Crash loudly on a boot failure, with the reason, instead of hanging half-started. */
export function exitOnBootFailure(name: string) {
  return (error: unknown): never => {
    const text = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${name} service failed to start: ${text}\n`);
    process.exit(1);
  };
}

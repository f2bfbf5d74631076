import type { TextMapPropagator } from '@opentelemetry/api';
/**
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Each service's main.ts
 * loads its tracing.ts first, before Nest, HTTP, pg or ioredis are required, as the
 * instrumentations patch those modules as they load. With tracing off the SDK is never loaded.
 *
 * Spans: incoming and outgoing HTTP, each message sent by the gateway and handled by a service
 * (the trace context travels beside the message, as the request id does), Postgres queries and
 * Redis commands. Exported over OTLP/HTTP to the endpoint; the standard OTEL_* variables
 * (OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY...) apply.
 */
export function startTracing(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
  { edge = false }: { edge?: boolean } = {},
): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  started = true;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node');
  const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } = require('@opentelemetry/resources');
  const { registerInstrumentations } = require('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis');
  const { W3CTraceContextPropagator } = require('@opentelemetry/core');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME ?? `caddie-${service}`,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The edge (the gateway) starts every trace itself: a traceparent from the internet would
  // let any client join, name and force-sample traces, and fill the operator's backend. It
  // still sends its context on to the services, which take it.
  provider.register(edge ? { propagator: injectOnly(new W3CTraceContextPropagator()) } : {});
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would bury the requests worth reading.
        ignoreIncomingRequestHook: (request: { url?: string }) =>
          /\/(health|metrics)(\/|$)/.test(request.url ?? ''),
      }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  // Spans still buffered go out before the process exits (SIGTERM is Nest's; this runs after).
  process.once('beforeExit', () => void provider.shutdown());
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void provider.forceFlush());
  return true;
}

let started = false;

/** A propagator that sends the trace context on but takes none from incoming requests. */
function injectOnly(propagator: TextMapPropagator): TextMapPropagator {
  return {
    inject: (context, carrier, setter) => propagator.inject(context, carrier, setter),
    extract: (context) => context,
    fields: () => propagator.fields(),
  };
}

/** Whether this process traces: work done only for spans can be skipped when it does not. */
export function tracingStarted(): boolean {
  return started;
}

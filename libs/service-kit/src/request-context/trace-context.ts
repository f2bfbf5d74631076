import {
  Context,
  Span,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
} from '@opentelemetry/api';

/** W3C trace context (traceparent, tracestate) as it travels beside a message. */
export type TraceCarrier = Record<string, string>;

const tracer = trace.getTracer('caddie');

/**
 * The current trace context, to send with a message; undefined when tracing is off (the API
 * then has no propagator) or nothing is being traced.
 */
export function currentTraceCarrier(): TraceCarrier | undefined {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/** Only short strings under the W3C names: a message's carrier is input like any other. */
export function acceptedTraceCarrier(value: unknown): TraceCarrier | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const carrier: TraceCarrier = {};
  for (const key of ['traceparent', 'tracestate']) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field.length <= 512) carrier[key] = field;
  }
  return carrier.traceparent ? carrier : undefined;
}

/** Runs work in a span of the given kind, as a child of the carrier's context if any. */
export function inSpan<T>(
  name: string,
  kind: SpanKind,
  carrier: TraceCarrier | undefined,
  work: (span: Span) => T,
): T {
  const parent: Context = carrier
    ? propagation.extract(context.active(), carrier)
    : context.active();
  return tracer.startActiveSpan(name, { kind }, parent, work);
}

export function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : { message: describe(error) });
    span.setStatus({ code: SpanStatusCode.ERROR, message: describe(error) });
  }
  span.end();
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' ? message : String(error);
}

export { SpanKind };

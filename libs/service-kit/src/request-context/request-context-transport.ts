import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Deserializer, IncomingRequest, Serializer } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { acceptedRequestId, currentRequestId, requestContext } from './request-context';
import {
  SpanKind,
  TraceCarrier,
  acceptedTraceCarrier,
  currentTraceCarrier,
  endSpan,
  inSpan,
} from './trace-context';
import { messagePatternOf } from '../transport/message-pattern';

/** Where a service finds the request's context on a message's payload (never a DTO field). */
const REQUEST_ID = Symbol('requestId');
const TRACE = Symbol('trace');

/**
 * Client side: each message sent while handling a request carries the request's id, and its
 * trace context when tracing is on, beside the payload, so the payload's DTO, validated with
 * no unknown fields, stays as it is.
 */
export class RequestContextSerializer implements Serializer {
  serialize<T extends object>(packet: T): T & { requestId?: string; trace?: TraceCarrier } {
    const requestId = currentRequestId();
    const trace = currentTraceCarrier();
    if (!requestId && !trace) return packet;
    return { ...packet, ...(requestId ? { requestId } : {}), ...(trace ? { trace } : {}) };
  }
}

/**
 * Server side: the id and trace context move from the message onto its payload, out of sight
 * (symbols), where RequestContextInterceptor finds them before the payload is validated.
 */
export class RequestContextDeserializer implements Deserializer {
  deserialize(value: IncomingRequest & { requestId?: unknown; trace?: unknown }): IncomingRequest {
    if (!value || typeof value !== 'object') return value;
    const { requestId, trace, ...packet } = value;
    if (!packet.data || typeof packet.data !== 'object') return packet as IncomingRequest;
    const id = acceptedRequestId(requestId);
    if (id) Object.defineProperty(packet.data, REQUEST_ID, { value: id });
    const carrier = acceptedTraceCarrier(trace);
    if (carrier) Object.defineProperty(packet.data, TRACE, { value: carrier });
    return packet as IncomingRequest;
  }
}

/**
 * Runs a message's handler with its request id in the request context (and so in the logs),
 * in a span of its own under the sender's trace when tracing is on.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const data = context.switchToRpc().getData() as Record<symbol, unknown> | null;
    const requestId = data && typeof data === 'object' ? data[REQUEST_ID] : undefined;
    const carrier = data && typeof data === 'object' ? data[TRACE] : undefined;
    const pattern = messagePatternOf(context);
    const handle = () =>
      new Observable((subscriber) =>
        inSpan(pattern, SpanKind.SERVER, carrier as TraceCarrier | undefined, (span) =>
          next.handle().subscribe({
            next: (value) => subscriber.next(value),
            error: (error) => {
              endSpan(span, error);
              subscriber.error(error);
            },
            complete: () => {
              endSpan(span);
              subscriber.complete();
            },
          }),
        ),
      );
    if (typeof requestId !== 'string') return handle();
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () => handle().subscribe(subscriber)),
    );
  }
}

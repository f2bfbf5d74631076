import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Deserializer, IncomingRequest, Serializer } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { acceptedRequestId, currentRequestId, requestContext } from './request-context';

/** Where a service finds the request id on a message's payload (never a DTO field). */
const REQUEST_ID = Symbol('requestId');

/**
 * Client side: each message sent while handling a request carries its id beside the payload,
 * so the payload's DTO, validated with no unknown fields, stays as it is.
 */
export class RequestIdSerializer implements Serializer {
  serialize<T extends object>(packet: T): T & { requestId?: string } {
    const requestId = currentRequestId();
    return requestId ? { ...packet, requestId } : packet;
  }
}

/**
 * Server side: the id moves from the message onto its payload, out of sight (a symbol), where
 * RequestIdInterceptor finds it before the payload is validated.
 */
export class RequestIdDeserializer implements Deserializer {
  deserialize(value: IncomingRequest & { requestId?: unknown }): IncomingRequest {
    if (!value || typeof value !== 'object') return value;
    const { requestId, ...packet } = value;
    const id = acceptedRequestId(requestId);
    if (id && packet.data && typeof packet.data === 'object')
      Object.defineProperty(packet.data, REQUEST_ID, { value: id });
    return packet as IncomingRequest;
  }
}

/** Runs a message's handler with its request id in the request context (and so in the logs). */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const data: unknown = context.getType() === 'rpc' ? context.switchToRpc().getData() : null;
    const requestId =
      data && typeof data === 'object' ? (data as Record<symbol, string>)[REQUEST_ID] : undefined;
    if (!requestId) return next.handle();
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () => next.handle().subscribe(subscriber)),
    );
  }
}

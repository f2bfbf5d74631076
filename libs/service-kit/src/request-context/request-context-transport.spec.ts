import { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, defer } from 'rxjs';
import 'reflect-metadata';
import {
  acceptedRequestId,
  currentRequestId,
  requestContext,
  requestIdMixin,
} from './request-context';
import {
  RequestContextDeserializer,
  RequestContextInterceptor,
  RequestContextSerializer,
} from './request-context-transport';
import { acceptedTraceCarrier } from './trace-context';

const rpcContext = (data: unknown) =>
  ({
    getType: () => 'rpc',
    getHandler: () => function handle() {},
    switchToRpc: () => ({ getData: () => data }),
  }) as unknown as ExecutionContext;

describe('request context across the transport', () => {
  it('adds the current request id beside the payload, and nothing outside a request', () => {
    const packet = { pattern: 'chat.reply', data: { message: 'hi' }, id: '1' };
    const serializer = new RequestContextSerializer();
    expect(serializer.serialize(packet)).toEqual(packet);
    requestContext.run({ requestId: 'abc' }, () =>
      expect(serializer.serialize(packet)).toEqual({ ...packet, requestId: 'abc' }),
    );
  });

  it('moves a safe id off the message onto its payload where no DTO sees it', () => {
    const data = { message: 'hi' };
    const packet = new RequestContextDeserializer().deserialize({
      pattern: 'chat.reply',
      data,
      id: '1',
      requestId: 'abc',
    } as never);
    expect(packet).toEqual({ pattern: 'chat.reply', data: { message: 'hi' }, id: '1' });
    expect(Object.keys(packet.data)).toEqual(['message']);
    expect(JSON.stringify(packet.data)).toBe('{"message":"hi"}');
  });

  it("runs the handler inside the message's request context, so its log lines carry the id", async () => {
    const data = { message: 'hi' };
    new RequestContextDeserializer().deserialize({ pattern: 'p', data, requestId: 'abc' } as never);
    const next: CallHandler = { handle: () => defer(() => of(currentRequestId())) };
    const seen = await lastValueFrom(
      new RequestContextInterceptor().intercept(rpcContext(data), next),
    );
    expect(seen).toBe('abc');
    requestContext.run({ requestId: 'abc' }, () =>
      expect(requestIdMixin()).toEqual({ requestId: 'abc' }),
    );
    expect(requestIdMixin()).toEqual({});
  });

  it('adds no trace context while tracing is off (no propagator is registered)', () => {
    const packet = { pattern: 'chat.reply', data: {}, id: '1' };
    requestContext.run({ requestId: 'abc' }, () =>
      expect(Object.keys(new RequestContextSerializer().serialize(packet))).not.toContain('trace'),
    );
  });

  it('takes a trace context only as short W3C fields, and keeps it off the payload', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(acceptedTraceCarrier({ traceparent, other: 'x' })).toEqual({ traceparent });
    for (const bad of [undefined, 'x', {}, { traceparent: 42 }, { traceparent: 'x'.repeat(600) }])
      expect(acceptedTraceCarrier(bad)).toBeUndefined();
    const data = { message: 'hi' };
    const packet = new RequestContextDeserializer().deserialize({
      pattern: 'p',
      data,
      trace: { traceparent },
    } as never);
    expect(packet).toEqual({ pattern: 'p', data: { message: 'hi' } });
    expect(Object.keys(packet.data)).toEqual(['message']);
  });

  it('accepts only short ids of letters, digits and . _ : -', () => {
    expect(acceptedRequestId('abc-1.2_3:4')).toBe('abc-1.2_3:4');
    for (const bad of ['', 'a b', 'x'.repeat(129), 'a\nb', 42, undefined])
      expect(acceptedRequestId(bad)).toBeUndefined();
  });
});

import { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, defer } from 'rxjs';
import {
  acceptedRequestId,
  currentRequestId,
  requestContext,
  requestIdMixin,
} from './request-context';
import {
  RequestIdDeserializer,
  RequestIdInterceptor,
  RequestIdSerializer,
} from './request-id-transport';

const rpcContext = (data: unknown) =>
  ({ getType: () => 'rpc', switchToRpc: () => ({ getData: () => data }) }) as ExecutionContext;

describe('request ids across the transport', () => {
  it('adds the current request id beside the payload, and nothing outside a request', () => {
    const packet = { pattern: 'chat.reply', data: { message: 'hi' }, id: '1' };
    const serializer = new RequestIdSerializer();
    expect(serializer.serialize(packet)).toEqual(packet);
    requestContext.run({ requestId: 'abc' }, () =>
      expect(serializer.serialize(packet)).toEqual({ ...packet, requestId: 'abc' }),
    );
  });

  it('moves a safe id off the message onto its payload where no DTO sees it', () => {
    const data = { message: 'hi' };
    const packet = new RequestIdDeserializer().deserialize({
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
    new RequestIdDeserializer().deserialize({ pattern: 'p', data, requestId: 'abc' } as never);
    const next: CallHandler = { handle: () => defer(() => of(currentRequestId())) };
    const seen = await lastValueFrom(new RequestIdInterceptor().intercept(rpcContext(data), next));
    expect(seen).toBe('abc');
    requestContext.run({ requestId: 'abc' }, () =>
      expect(requestIdMixin()).toEqual({ requestId: 'abc' }),
    );
    expect(requestIdMixin()).toEqual({});
  });

  it('accepts only short ids of letters, digits and . _ : -', () => {
    expect(acceptedRequestId('abc-1.2_3:4')).toBe('abc-1.2_3:4');
    for (const bad of ['', 'a b', 'x'.repeat(129), 'a\nb', 42, undefined])
      expect(acceptedRequestId(bad)).toBeUndefined();
  });
});

import 'reflect-metadata';
import { HttpException, Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { ErrorCode } from '@caddie/contracts';
import { NEVER, Observable, of, throwError } from 'rxjs';
import { rpcCallSeconds } from '../metrics/rpc-call.metrics';
import { ServiceClient, ServiceRefusal } from './service-client';

function clientAnswering(answer: Observable<unknown>, timeoutMs = 1000) {
  const send = jest.fn().mockReturnValue(answer);
  const close = jest.fn().mockResolvedValue(undefined);
  const client = new ServiceClient('faq', { send, close } as unknown as ClientProxy, timeoutMs);
  return { client, send, close };
}

async function httpError(promise: Promise<unknown>): Promise<ServiceRefusal> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceRefusal);
  expect(error).toBeInstanceOf(HttpException);
  return error as ServiceRefusal;
}

describe('ServiceClient', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('returns what the service answered', async () => {
    const { client, send } = clientAnswering(of({ id: 1 }));
    await expect(client.send('faq.list', { page: 1 })).resolves.toEqual({ id: 1 });
    expect(send).toHaveBeenCalledWith('faq.list', { page: 1 });
  });

  it('turns a FAQ_NOT_FOUND refusal into a 404 with the service message', async () => {
    const message = 'FAQ 9 does not exist. Reload the list.';
    const { client } = clientAnswering(
      throwError(() => ({ code: ErrorCode.FAQ_NOT_FOUND, message })),
    );
    const error = await httpError(client.send('faq.update'));
    expect(error.getStatus()).toBe(404);
    expect(error.message).toBe(message);
    expect(error.getResponse()).toEqual({ statusCode: 404, error: 'Not Found', message });
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it('keeps the wait of a LOGIN_THROTTLED refusal for Retry-After', async () => {
    const refusal = {
      code: ErrorCode.LOGIN_THROTTLED,
      message: 'Wait 30 seconds.',
      retryAfterSeconds: 30,
    };
    const { client } = clientAnswering(throwError(() => refusal));
    const error = await httpError(client.send('auth.login'));
    expect(error.getStatus()).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('gives 503 when the service does not answer within the deadline', async () => {
    const { client } = clientAnswering(NEVER, 20);
    const error = await httpError(client.send('faq.list'));
    expect(error.getStatus()).toBe(503);
    expect(error.message).toBe('The faq service did not answer in time. Try again in a moment.');
  });

  it('lets one call set a shorter deadline than the default', async () => {
    const { client } = clientAnswering(NEVER, 60_000);
    const error = await httpError(client.send('faq.list', {}, 20));
    expect(error.getStatus()).toBe(503);
  });

  it('gives 503 "not reachable" when the connection is refused', async () => {
    const { client } = clientAnswering(
      throwError(() => ({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:4002' })),
    );
    const error = await httpError(client.send('faq.list'));
    expect(error.getStatus()).toBe(503);
    expect(error.message).toContain('not reachable');
    expect(error.message).toContain('faq service');
  });

  it('gives 503 "not reachable" for an error that is not a service refusal', async () => {
    const { client } = clientAnswering(throwError(() => new Error('socket hang up')));
    expect((await httpError(client.send('faq.list'))).getStatus()).toBe(503);
  });

  it('closes the proxy on close', async () => {
    const { client, close } = clientAnswering(of(null));
    await client.close();
    expect(close).toHaveBeenCalled();
  });

  it('counts each call by pattern and outcome, with the status it became', async () => {
    rpcCallSeconds.reset();
    await clientAnswering(of(1)).client.send('faq.list');
    await httpError(clientAnswering(NEVER, 20).client.send('faq.list', {}, 20));
    await httpError(clientAnswering(throwError(() => new Error('down'))).client.send('faq.get'));
    const notFound = { code: ErrorCode.FAQ_NOT_FOUND, message: 'No FAQ 9.' };
    await httpError(clientAnswering(throwError(() => notFound)).client.send('faq.get'));
    const counts = (await rpcCallSeconds.get()).values
      .filter((value) => value.metricName === 'caddie_rpc_call_duration_seconds_count')
      .map(({ labels, value }) => ({ ...labels, value }));
    expect(counts).toEqual(
      expect.arrayContaining([
        { callee: 'faq', pattern: 'faq.list', outcome: 'ok', status: '200', value: 1 },
        { callee: 'faq', pattern: 'faq.list', outcome: 'timeout', status: '503', value: 1 },
        { callee: 'faq', pattern: 'faq.get', outcome: 'unreachable', status: '503', value: 1 },
        { callee: 'faq', pattern: 'faq.get', outcome: 'refused', status: '404', value: 1 },
      ]),
    );
    expect(counts).toHaveLength(4);
  });
});

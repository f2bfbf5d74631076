import { REQUEST_SERIALIZERS, serviceLogger } from './logger.module';

function linesOf(log: (logger: ReturnType<typeof serviceLogger>) => void): string[] {
  const written: string[] = [];
  const logger = serviceLogger('test', 'info', { write: (line: string) => written.push(line) });
  log(logger);
  return written;
}

describe('service logs', () => {
  it('replace a password wherever a handler is likely to log one', () => {
    const [line] = linesOf((logger) =>
      logger.info(
        {
          password: 'secret-1',
          body: { password: 'secret-2' },
          dto: { password: 'secret-3' },
          payload: { password: 'secret-4' },
          headers: { cookie: 'caddie.sid=secret-5', authorization: 'Bearer secret-6' },
        },
        'something happened',
      ),
    );
    expect(line).not.toMatch(/secret-/);
    expect(JSON.parse(line)).toMatchObject({
      password: '[redacted]',
      body: { password: '[redacted]' },
      headers: { cookie: '[redacted]' },
      msg: 'something happened',
      service: 'test',
    });
  });

  it("write a request's method, path and status, never its headers", () => {
    const request = {
      id: 'r-1',
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'caddie.sid=secret' },
      body: { password: 'secret' },
    };
    expect(REQUEST_SERIALIZERS.req(request)).toEqual({
      id: 'r-1',
      method: 'POST',
      url: '/api/auth/login',
    });
    expect(REQUEST_SERIALIZERS.res({ statusCode: 201 })).toEqual({ statusCode: 201 });
  });
});

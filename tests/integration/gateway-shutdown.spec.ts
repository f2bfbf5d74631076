import { once } from 'node:events';
import { Socket, connect } from 'node:net';
import { TestStack } from '../support/test-stack';

jest.setTimeout(60_000);

const GRACE_MS = 2000;

/**
 * A request the gateway has begun and can never finish: its headers sent, half its announced
 * body, then nothing. Node's server.close() waits for such a connection until its socket
 * times out (minutes), so only SHUTDOWN_GRACE_MS ends it: every run takes the grace path.
 */
async function requestLeftHalfSent(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 200\r\n\r\n{"message":"half',
  );
  socket.on('error', () => undefined);
  return socket;
}

describe('gateway shutdown', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await new TestStack({
      mode: 'embedded',
      services: ['faq', 'gateway'],
      env: { SHUTDOWN_GRACE_MS: String(GRACE_MS) },
    }).start();
  });
  afterAll(() => stack.stop());

  it('waits for requests in flight, then closes them SHUTDOWN_GRACE_MS after SIGTERM', async () => {
    const socket = await requestLeftHalfSent(stack.servicePorts.gateway);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the gateway has its headers
    const closed = once(socket, 'close').then(() => Date.now());
    const started = Date.now();
    await stack.stopService('gateway');
    const exitedAfter = Date.now() - started;
    // The grace path, not a quick exit: the connection held the server until the deadline...
    expect(exitedAfter).toBeGreaterThanOrEqual(GRACE_MS - 100);
    // ...and no longer: the gateway closed it and exited.
    expect(exitedAfter).toBeLessThan(GRACE_MS + 3000);
    expect((await closed) - started).toBeLessThan(GRACE_MS + 3000);
  });
});

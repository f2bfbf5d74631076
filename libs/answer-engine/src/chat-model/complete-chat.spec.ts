import { once } from 'node:events';
import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { ChatModelFailure, completeChat } from './complete-chat';

/** An OpenAI-compatible endpoint that answers every request as the test says. */
async function endpoint(answer: (response: ServerResponse) => void): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(response));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
const completion = (content: unknown) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
const ask = (url: string, timeoutMs = 2000) =>
  completeChat({ baseUrl: url, model: 'm', timeoutMs }, [], 8);

describe('completeChat', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it("returns the model's message as sent", async () => {
    server = await endpoint((response) => response.end(completion(' FAQ 2 ')));
    expect(await ask(urlOf(server))).toBe(' FAQ 2 ');
  });

  it.each<[string, ChatModelFailure, (response: ServerResponse) => void]>([
    ['an HTTP error', 'error', (response) => response.writeHead(500).end('{"error":{}}')],
    ['a body that is not JSON', 'malformed', (response) => response.end('<html>')],
    ['no message', 'malformed', (response) => response.end('{"choices":"none"}')],
    ['a message that is not text', 'malformed', (response) => response.end(completion({ a: 1 }))],
    ['no answer in time', 'late', (response) => setTimeout(() => response.end(), 3000).unref()],
  ])('says why there is nothing on %s', async (_case, reason, answer) => {
    server = await endpoint(answer);
    const started = Date.now();
    await expect(ask(urlOf(server), 200)).rejects.toMatchObject({ reason });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('counts an endpoint that cannot be reached as an error', async () => {
    await expect(ask('http://127.0.0.1:9/v1')).rejects.toMatchObject({ reason: 'error' });
  });
});

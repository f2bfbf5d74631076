import { Faq } from '@caddie/contracts';
import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { ChatServiceConfig } from '../config/chat-service.config';
import { GroundedReplyWriter } from './grounded-reply-writer';

const FAQ: Faq = {
  id: 1,
  question: 'What is your return policy?',
  answer: 'Unused items can be returned within 30 days: https://shop.example/returns',
  phrasings: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A stand-in for an OpenAI-compatible provider: each test says how it answers. */
async function fakeProvider(
  handle: (
    body: Record<string, unknown>,
    request: IncomingMessage,
    response: ServerResponse,
  ) => void,
): Promise<{ server: Server; url: string; requests: Record<string, unknown>[] }> {
  const requests: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ ...body, path: request.url, authorization: request.headers.authorization });
      handle(body, request, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests };
}

function writerFor(settings: Partial<ChatServiceConfig>): GroundedReplyWriter {
  return new GroundedReplyWriter(Object.assign(new ChatServiceConfig(), settings));
}

function completion(content: unknown) {
  return JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
}

describe('GroundedReplyWriter', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>> | undefined;
  afterEach(() => provider?.server.closeAllConnections());
  afterEach(() => provider?.server.close());

  it('is off by default, with a 2 s limit once configured', async () => {
    const writer = writerFor({});
    expect(writer.enabled).toBe(false);
    expect(await writer.write('can i return it', [FAQ])).toBeNull();
    expect(new ChatServiceConfig().LLM_TIMEOUT_MS).toBe(2000);
  });

  it("sends the question with only the retrieved FAQs and returns the model's reply", async () => {
    provider = await fakeProvider((_body, _request, response) =>
      response.end(completion('  You can return unused items within 30 days.  ')),
    );
    const writer = writerFor({
      LLM_BASE_URL: provider.url,
      LLM_MODEL: 'small',
      LLM_API_KEY: 'k-1',
    });
    expect(await writer.write('can i send back a glove', [FAQ])).toBe(
      'You can return unused items within 30 days.',
    );
    const [request] = provider.requests;
    expect(request).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer k-1',
      model: 'small',
      temperature: 0,
    });
    const [system, user] = request.messages as { role: string; content: string }[];
    expect(system.content).toContain(FAQ.answer);
    expect(system.content).toContain('using only the FAQ answers');
    expect(user).toEqual({ role: 'user', content: 'can i send back a glove' });
  });

  it('gives up after the time limit so the FAQ answer goes out instead', async () => {
    provider = await fakeProvider((_body, _request, response) => {
      setTimeout(() => response.end(completion('too late')), 3000).unref();
    });
    const writer = writerFor({
      LLM_BASE_URL: provider.url,
      LLM_MODEL: 'slow',
      LLM_TIMEOUT_MS: 300,
    });
    const started = Date.now();
    expect(await writer.write('returns?', [FAQ])).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['an HTTP error', (response: ServerResponse) => response.writeHead(500).end('{"error":{}}')],
    ['a body that is not JSON', (response: ServerResponse) => response.end('<html>')],
    ['no message', (response: ServerResponse) => response.end(JSON.stringify({ choices: [] }))],
    ['an empty message', (response: ServerResponse) => response.end(completion('   '))],
    [
      'a message that is not text',
      (response: ServerResponse) => response.end(completion({ a: 1 })),
    ],
  ])('returns null on %s', async (_case, answer) => {
    provider = await fakeProvider((_body, _request, response) => answer(response));
    const writer = writerFor({ LLM_BASE_URL: provider.url, LLM_MODEL: 'm' });
    expect(await writer.write('returns?', [FAQ])).toBeNull();
  });

  it('returns null when the endpoint cannot be reached', async () => {
    const writer = writerFor({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' });
    expect(await writer.write('returns?', [FAQ])).toBeNull();
  });
});

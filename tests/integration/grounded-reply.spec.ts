import { once } from 'node:events';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ApiClient } from '../support/http-client';
import { TestStack } from '../support/test-stack';

jest.setTimeout(60_000);

/**
 * The optional language-model step end to end, against a fake OpenAI-compatible server: its
 * reply is used while it answers in time, and the FAQ answer goes out when it does not.
 */
describe('grounded replies through an OpenAI-compatible endpoint (fake provider)', () => {
  let provider: Server;
  let delayMs = 0;
  let stack: TestStack;

  beforeAll(async () => {
    provider = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const answer = JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Reworded: 30 days, unused.' } }],
        });
        setTimeout(() => response.end(answer), delayMs).unref();
      });
    });
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    const port = (provider.address() as AddressInfo).port;
    stack = await new TestStack({
      mode: 'embedded',
      services: ['faq', 'chat', 'gateway'],
      // The gateway's deadline must outlast the chat service's 2 s model limit, as in production.
      env: {
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_MODEL: 'fake-model',
        RPC_TIMEOUT_MS: '5000',
      },
    }).start();
  });
  afterAll(async () => {
    await stack?.stop();
    provider.closeAllConnections();
    provider.close();
  });

  const ask = (message: string) =>
    new ApiClient(stack.baseUrl).post('/api/chat', { message, sessionId: 'session-llm' });

  it("answers with the model's wording when it replies in time", async () => {
    delayMs = 0;
    const response = await ask('What is your return policy?');
    expect(response.status).toBe(200);
    expect(response.json.response).toBe('Reworded: 30 days, unused.');
  });

  it('falls back to the FAQ answer after 2 s without a reply', async () => {
    delayMs = 4000;
    const started = Date.now();
    const response = await ask('What is your return policy?');
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    expect(response.json.response).toMatch(/return/i);
    expect(response.json.response).not.toContain('Reworded');
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3500);
  });

  it('leaves small talk and declines to the engine', async () => {
    delayMs = 0;
    expect((await ask('thanks!')).json.response).not.toContain('Reworded');
    expect((await ask('xyzzy plugh')).json.response).toMatch(/contact/i);
  });
});

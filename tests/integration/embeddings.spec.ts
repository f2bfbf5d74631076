import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatMetric, untilFaqTextsEmbedded } from '../support/embedding-metrics';
import {
  FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../tools/fake-openai/fake-openai-server';
import { ApiClient } from '../support/http-client';
import { TestStack } from '../support/test-stack';
import { until } from '../support/until';

jest.setTimeout(120_000);

const SERVICES = ['faq', 'chat', 'gateway'] as const;
const MESSAGES = [
  'What is your return policy?',
  'do you ship to canada',
  'can i get my clubs regripped',
];

/**
 * Embeddings in the ranking (EMBEDDING_MODEL) end to end, against the fake OpenAI-compatible
 * server: what is sent and when, what is kept across restarts, and that a slow or broken
 * endpoint costs a reply nothing but the deadline.
 */
describe('embeddings in the ranking (fake OpenAI-compatible endpoint)', () => {
  let fake: FakeOpenAiServer;
  let dataDir: string;
  let stack: TestStack | undefined;
  /** The lexical engine's replies to MESSAGES, from a stack with the feature off. */
  const lexical = new Map<string, unknown>();

  const start = async (env: Record<string, string>) => {
    stack = await new TestStack({
      mode: 'embedded',
      services: [...SERVICES],
      env,
      dataDir,
    }).start();
    return stack;
  };
  const stop = async () => {
    await stack?.stop({ keepData: true });
    stack = undefined;
  };
  const withModel = (model: string, more: Record<string, string> = {}) => ({
    EMBEDDING_BASE_URL: fake.url,
    EMBEDDING_MODEL: model,
    EMBEDDING_BATCH_SIZE: '16',
    EMBEDDING_TIMEOUT_MS: '300',
    ...more,
  });
  // A session of its own for each message: no reply reads another as its context.
  let sessions = 0;
  const ask = (message: string) =>
    new ApiClient(stack!.baseUrl).post('/api/chat', {
      message,
      sessionId: `session-embeddings-${(sessions += 1)}`,
    });
  const texts = () => fake.embedded.map((entry) => entry.text);

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    dataDir = mkdtempSync(join(tmpdir(), 'caddie-embeddings-'));
  });
  afterAll(async () => {
    await stop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await stop();
    fake.embedded.length = 0;
    fake.embeddingRequests = 0;
    fake.requests.length = 0;
    fake.behaviour = {};
  });

  it('sends no FAQ text and no message anywhere with the feature off', async () => {
    // The chat model's endpoint is known, but without EMBEDDING_MODEL nothing may use it.
    await start({ LLM_BASE_URL: fake.url });
    for (const message of MESSAGES) {
      const reply = await ask(message);
      expect(reply.status).toBe(200);
      lexical.set(message, reply.json);
    }
    expect(fake.requests).toEqual([]);
    expect(await chatMetric(stack!, 'caddie_embedding_faq_texts')).toBe(0);
  });

  let faqTexts = 0;
  it('embeds each FAQ text once, in batches, and a second start embeds nothing', async () => {
    await start(withModel('fake-embed-a'));
    await until(
      async () => (await chatMetric(stack!, 'caddie_embedding_faq_texts')) > 0,
      'vectors',
    );
    faqTexts = new Set(texts()).size;
    expect(faqTexts).toBeGreaterThan(50);
    expect(texts()).toHaveLength(faqTexts);
    expect(fake.embeddingRequests).toBe(Math.ceil(faqTexts / 16));
    expect(fake.embedded.every((entry) => entry.model === 'fake-embed-a')).toBe(true);
    await untilFaqTextsEmbedded(stack!, faqTexts);
    expect(await chatMetric(stack!, 'caddie_embedding_cache_total', { result: 'miss' })).toBe(
      faqTexts,
    );

    await stop();
    fake.embedded.length = 0;
    await start(withModel('fake-embed-a'));
    await untilFaqTextsEmbedded(stack!, faqTexts);
    expect(await chatMetric(stack!, 'caddie_embedding_cache_total', { result: 'hit' })).toBe(
      faqTexts,
    );
    // Only the messages are embedded now, each once.
    for (const message of MESSAGES) expect((await ask(message)).status).toBe(200);
    expect(texts()).toEqual(MESSAGES);
  });

  it('embeds everything again, in the background, after a change of model', async () => {
    await start(withModel('fake-embed-b'));
    await untilFaqTextsEmbedded(stack!, faqTexts);
    expect(fake.embedded.filter((entry) => entry.model === 'fake-embed-b')).toHaveLength(faqTexts);
  });

  it('waits as a 429 asks, then embeds the rest', async () => {
    fake.behaviour = { tooManyRequests: 2, retryAfterSeconds: 1 };
    const started = Date.now();
    await start(withModel('fake-embed-c'));
    await untilFaqTextsEmbedded(stack!, faqTexts);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const refused = fake.requests.length - fake.embeddingRequests;
    expect(refused).toBe(2);
    expect(texts()).toHaveLength(faqTexts);
  });

  it('answers as the lexical engine within EMBEDDING_TIMEOUT_MS when the endpoint hangs', async () => {
    await start(withModel('fake-embed-a'));
    await untilFaqTextsEmbedded(stack!, faqTexts);
    fake.behaviour = { hang: true };
    for (const message of MESSAGES) {
      const started = Date.now();
      const reply = await ask(message);
      const elapsed = Date.now() - started;
      expect(reply.status).toBe(200);
      expect(elapsed).toBeLessThan(300 + 250);
      expect({ ...reply.json, messageId: '' }).toEqual({
        ...(lexical.get(message) as object),
        messageId: '',
      });
    }
    expect(await chatMetric(stack!, 'caddie_embedding_fallbacks_total', { reason: 'late' })).toBe(
      MESSAGES.length,
    );
  });

  it('answers as the lexical engine when the endpoint answers off-protocol or fails', async () => {
    await start(withModel('fake-embed-a'));
    await untilFaqTextsEmbedded(stack!, faqTexts);
    fake.behaviour = { malformed: true };
    const message = MESSAGES[0];
    const malformed = await ask(message);
    fake.behaviour = { status: 500 };
    const failed = await ask(message);
    for (const reply of [malformed, failed])
      expect({ ...reply.json, messageId: '' }).toEqual({
        ...(lexical.get(message) as object),
        messageId: '',
      });
    expect(
      await chatMetric(stack!, 'caddie_embedding_fallbacks_total', { reason: 'malformed' }),
    ).toBe(1);
    expect(await chatMetric(stack!, 'caddie_embedding_fallbacks_total', { reason: 'error' })).toBe(
      1,
    );
  });
});

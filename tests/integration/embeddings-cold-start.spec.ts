import { performance } from 'node:perf_hooks';
import { chatMetric, untilFaqTextsEmbedded } from '../support/embedding-metrics';
import {
  FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../tools/fake-openai/fake-openai-server';
import { ApiClient } from '../support/http-client';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { until } from '../support/until';

jest.setTimeout(300_000);

const FAQS = 10_000;

/**
 * A shop of 10,000 FAQs with embeddings on, against the fake endpoint: each text embedded once
 * at the cold start, none at a restart. What a message's embedding adds to a reply's time is
 * measured by `npm run bench:embeddings`, beside the same replies without it.
 */
describe('embeddings of 10,000 FAQs (fake OpenAI-compatible endpoint)', () => {
  let fake: FakeOpenAiServer;
  let stack: TestStack;
  const env = () => stack.sharedEnv as Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    stack = await new TestStack({
      mode: 'embedded',
      env: {
        EMBEDDING_BASE_URL: fake.url,
        EMBEDDING_MODEL: 'fake-embed',
        RPC_TIMEOUT_MS: '5000',
        RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
      },
    }).start();
  });
  afterAll(async () => {
    await stack?.stop();
    await fake?.close();
  });

  /** A few replies through the gateway, each a 200. */
  const replies = async (count: number) => {
    const client = new ApiClient(stack.baseUrl);
    for (let i = 0; i < count; i++) {
      const reply = await client.post('/api/chat', {
        message: `what does row ${(i * 37) % FAQS} say about delivery`,
        sessionId: `session-${i}`,
      });
      expect(reply.status).toBe(200);
    }
  };

  it('embeds each text once at a cold start and none at a restart', async () => {
    await until(
      async () => (await chatMetric(stack, 'caddie_embedding_faq_texts')) > 0,
      'the seed FAQs embedded',
    );
    fake.embedded.length = 0;
    fake.embeddingRequests = 0;

    const admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    const faqs = Array.from({ length: FAQS }, (_, i) => ({
      question: `Row ${i + 1}: can I change part ${i + 1} of my order?`,
      answer: `Part ${i + 1} can be changed until it ships.`,
    }));
    const started = performance.now();
    expect((await admin.post('/api/faqs/import', { faqs, replaceExisting: true })).status).toBe(
      200,
    );
    await untilFaqTextsEmbedded(stack, FAQS * 2, 240_000);
    const coldMs = performance.now() - started;
    const texts = fake.embedded.map((entry) => entry.text);
    expect(texts).toHaveLength(FAQS * 2);
    expect(new Set(texts).size).toBe(FAQS * 2);
    expect(fake.embeddingRequests).toBe(Math.ceil((FAQS * 2) / 64));

    fake.embedded.length = 0;
    await stack.stopService('chat');
    await stack.startService('chat');
    await untilFaqTextsEmbedded(stack, FAQS * 2);
    expect(fake.embedded).toEqual([]);

    // Each message is embedded once; without a model, no text leaves the service.
    await replies(20);
    expect(fake.embedded).toHaveLength(20);
    fake.embedded.length = 0;
    await stack.stopService('chat');
    delete env().EMBEDDING_MODEL;
    await stack.startService('chat');
    await replies(20);
    expect(fake.embedded).toEqual([]);
    console.log(`embeddings of ${FAQS} FAQs: cold start ${Math.round(coldMs)} ms`);
  });
});

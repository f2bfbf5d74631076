import { MockAgent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { EmbeddingError, embedTexts, retryAfterMs, vectorsOf } from './embedding-client';

const ENDPOINT = { baseUrl: 'http://model.test/v1/', model: 'm', timeoutMs: 300, batchSize: 8 };

describe('the /embeddings client', () => {
  // undici's own test double: requests go to it instead of the network.
  const agent = new MockAgent();
  const model = agent.get('http://model.test');
  const previous = getGlobalDispatcher();
  beforeAll(() => {
    agent.disableNetConnect();
    setGlobalDispatcher(agent);
  });
  afterAll(async () => {
    setGlobalDispatcher(previous);
    await agent.close();
  });
  const embeddings = { path: '/v1/embeddings', method: 'POST' };

  it('sends the model and the texts, and orders the vectors by index', async () => {
    let sent: { body?: unknown; headers?: unknown } = {};
    model.intercept(embeddings).reply(200, (options) => {
      sent = options;
      return {
        data: [
          { index: 1, embedding: [0, 1] },
          { index: 0, embedding: [1, 0] },
        ],
      };
    });
    const vectors = await embedTexts({ ...ENDPOINT, apiKey: 'k' }, ['a', 'b'], 300);
    expect(vectors.map((vector) => [...vector])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(JSON.parse(String(sent.body))).toEqual({ model: 'm', input: ['a', 'b'] });
    expect((sent.headers as Record<string, string>).authorization).toBe('Bearer k');
  });

  it('says how long a 429 asks to wait, and why any other failure happened', async () => {
    model.intercept(embeddings).reply(429, {}, { headers: { 'retry-after': '2' } });
    await expect(embedTexts(ENDPOINT, ['a'], 300)).rejects.toMatchObject({
      reason: 'rate-limited',
      retryAfterMs: 2000,
    });
    model.intercept(embeddings).reply(503, { error: {} });
    await expect(embedTexts(ENDPOINT, ['a'], 300)).rejects.toMatchObject({ reason: 'error' });
    model.intercept(embeddings).reply(200, {}).delay(1000);
    await expect(embedTexts(ENDPOINT, ['a'], 50)).rejects.toMatchObject({ reason: 'late' });
    model.intercept(embeddings).reply(200, '<html>');
    await expect(embedTexts(ENDPOINT, ['a'], 300)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses a response that is not one finite vector of one length per text', () => {
    const malformed = [
      null,
      { data: 'not a list' },
      { data: [] },
      { data: [{ index: 0, embedding: [1] }] },
      {
        data: [
          { index: 0, embedding: [1] },
          { index: 0, embedding: [1] },
        ],
      },
      {
        data: [
          { index: 0, embedding: [1] },
          { index: 2, embedding: [1] },
        ],
      },
      {
        data: [
          { index: 0, embedding: [1] },
          { index: 1, embedding: [1, 2] },
        ],
      },
      {
        data: [
          { index: 0, embedding: [1] },
          { index: 1, embedding: ['1'] },
        ],
      },
      {
        data: [
          { index: 0, embedding: [] },
          { index: 1, embedding: [] },
        ],
      },
    ];
    for (const body of malformed) {
      expect(() => vectorsOf(body, 2)).toThrow(EmbeddingError);
      expect(() => vectorsOf(body, 2)).toThrow('off-protocol');
    }
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

// The test double the model features are tested against speaks the protocol they rely on.
import {
  FakeOpenAiServer,
  fakeEmbedding,
  startFakeOpenAiServer,
} from '../../tools/fake-openai/fake-openai-server';

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i], 0);

describe('the fake OpenAI-compatible server', () => {
  let fake: FakeOpenAiServer;
  beforeEach(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterEach(() => fake.close());

  it('embeds a batch in order, deterministically, and counts what it was sent', async () => {
    const response = await post(`${fake.url}/embeddings`, {
      model: 'm1',
      input: ['return a bike', 'returns of bikes', 'opening hours'],
    });
    const { data } = (await response.json()) as { data: { index: number; embedding: number[] }[] };
    expect(data.map((item) => item.index)).toEqual([0, 1, 2]);
    expect(data[0].embedding).toEqual(fakeEmbedding('return a bike'));
    expect(cosine(data[0].embedding, fakeEmbedding('a bike, return'))).toBeCloseTo(1, 5);
    expect(cosine(data[0].embedding, data[2].embedding)).toBeLessThan(0.5);
    expect(fake.embeddingRequests).toBe(1);
    expect(fake.embedded.map((item) => item.text)).toHaveLength(3);
  });

  it('follows the script for chat completions, and misbehaves on demand', async () => {
    fake.script = (request) => (request.messages.at(-1)!.content.includes('7') ? 'FAQ 7' : 'none');
    const answer = await post(`${fake.url}/chat/completions`, {
      model: 'chat',
      messages: [{ role: 'user', content: 'pick 7' }],
    });
    expect(
      ((await answer.json()) as { choices: { message: { content: string } }[] }).choices[0].message
        .content,
    ).toBe('FAQ 7');
    fake.behaviour = { tooManyRequests: 1, retryAfterSeconds: 3 };
    const limited = await post(`${fake.url}/embeddings`, { model: 'm1', input: 'x' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect((await post(`${fake.url}/embeddings`, { model: 'm1', input: 'x' })).status).toBe(200);
  });
});

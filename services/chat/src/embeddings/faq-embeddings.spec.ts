import { Logger } from '@nestjs/common';
import type { ChatServiceConfig } from '../config/chat-service.config';
import { EmbeddingError, embedTexts } from '@caddie/answer-engine';
import { EmbeddingStore } from './embedding-store';
import { BATCH_ATTEMPTS, FaqEmbeddings, RUN_RETRY_MS } from './faq-embeddings';

jest.mock('@caddie/answer-engine', () => ({
  ...jest.requireActual('@caddie/answer-engine'),
  embedTexts: jest.fn(),
}));
const embed = embedTexts as jest.MockedFunction<typeof embedTexts>;

const ENDPOINT = { baseUrl: 'http://m/v1', model: 'model-a', timeoutMs: 300, batchSize: 2 };
const FAQS = [
  {
    id: 1,
    question: 'Do you ship abroad?',
    answer: 'Yes.',
    phrasings: ['International shipping?'],
  },
  { id: 2, question: 'Can I return it?', answer: 'Yes.' },
];
/** Distinct texts: three questions and one shared answer. */
const TEXTS = 4;

/** A store kept in a map, as the table is: by model and text hash. */
function memoryStore() {
  const rows = new Map<string, Float32Array>();
  const store = {
    find: jest.fn(async (model: string, keys: Buffer[]) => {
      const found = new Map<string, Float32Array>();
      for (const key of keys) {
        const vector = rows.get(`${model}:${key.toString('hex')}`);
        if (vector) found.set(key.toString('hex'), vector);
      }
      return found;
    }),
    save: jest.fn(async (model: string, entries: { key: Buffer; vector: Float32Array }[]) => {
      for (const { key, vector } of entries) rows.set(`${model}:${key.toString('hex')}`, vector);
    }),
  };
  return { rows, store: store as unknown as EmbeddingStore & typeof store };
}

function embeddings(store: EmbeddingStore, endpoint: object = ENDPOINT) {
  return new FaqEmbeddings({ embeddingEndpoint: endpoint } as ChatServiceConfig, store);
}

const vectorsFor = async (_: unknown, texts: string[]) =>
  texts.map((text) => Float32Array.from([text.length, 1]));

describe('FaqEmbeddings', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  beforeEach(() => embed.mockReset());

  it('embeds each distinct text once, in batches, and nothing a store already holds', async () => {
    embed.mockImplementation(vectorsFor);
    const { store, rows } = memoryStore();
    const first = embeddings(store);
    first.refresh(FAQS);
    await first.settled();
    expect(embed.mock.calls.map(([, texts]) => texts.length)).toEqual([2, 2]);
    expect(rows.size).toBe(TEXTS);
    expect(first.current?.size).toBe(TEXTS + 1); // the shared answer speaks for both FAQs

    const second = embeddings(store); // a restart, or another replica
    second.refresh(FAQS);
    await second.settled();
    expect(embed).toHaveBeenCalledTimes(2);
    expect(second.current?.size).toBe(TEXTS + 1);
  });

  it('embeds everything again for another model, and uses none of the old vectors meanwhile', async () => {
    embed.mockImplementation(vectorsFor);
    const { store } = memoryStore();
    const before = embeddings(store);
    before.refresh(FAQS);
    await before.settled();
    let release!: () => void;
    embed.mockImplementation(async (endpoint, texts) => {
      await new Promise<void>((resolve) => (release = resolve));
      return vectorsFor(endpoint, texts);
    });
    const after = embeddings(store, { ...ENDPOINT, model: 'model-b' });
    after.refresh(FAQS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(after.current).toBeUndefined();
    for (let batch = 0; batch < TEXTS / 2; batch++) {
      release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await after.settled();
    expect(after.current?.size).toBe(TEXTS + 1);
  });

  it('does nothing, and sends nothing, with the feature off', async () => {
    const { store } = memoryStore();
    const off = new FaqEmbeddings({ embeddingEndpoint: undefined } as ChatServiceConfig, store);
    off.refresh(FAQS);
    await off.settled();
    expect(store.find).not.toHaveBeenCalled();
    expect(embed).not.toHaveBeenCalled();
    expect(off.current).toBeUndefined();
  });

  it('tries a batch a bounded number of times, the whole run a bounded number more', async () => {
    jest.useFakeTimers();
    try {
      embed.mockRejectedValue(new EmbeddingError('rate-limited', '429', 0));
      const { store } = memoryStore();
      const failing = embeddings(store);
      failing.refresh(FAQS);
      await jest.runAllTimersAsync();
      await failing.settled();
      expect(embed).toHaveBeenCalledTimes(BATCH_ATTEMPTS * (RUN_RETRY_MS.length + 1));
      expect(jest.getTimerCount()).toBe(0);
      expect(failing.current).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a newer rebuild the place of a running one', async () => {
    embed.mockImplementation(vectorsFor);
    const { store } = memoryStore();
    const faqs = embeddings(store);
    faqs.refresh(FAQS);
    faqs.refresh([FAQS[1]]);
    await faqs.settled();
    expect(faqs.current?.size).toBe(2);
  });
});

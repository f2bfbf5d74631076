import 'reflect-metadata';
import { loadConfig } from '@caddie/service-kit';
import { ChatServiceConfig } from './chat-service.config';

describe('EmbeddingSettings through loadConfig', () => {
  it('is off without EMBEDDING_MODEL, whatever else is set', () => {
    const config = loadConfig(ChatServiceConfig, { LLM_BASE_URL: 'https://api.example/v1' });
    expect(config.embeddingEndpoint).toBeUndefined();
  });

  it("takes the chat model's endpoint and key unless it has its own", () => {
    const shared = { LLM_BASE_URL: 'https://llm.example/v1', LLM_API_KEY: 'llm-key' };
    expect(
      loadConfig(ChatServiceConfig, { ...shared, EMBEDDING_MODEL: 'e5' }).embeddingEndpoint,
    ).toEqual({
      baseUrl: 'https://llm.example/v1',
      model: 'e5',
      apiKey: 'llm-key',
      timeoutMs: 300,
      batchSize: 64,
    });
    const own = loadConfig(ChatServiceConfig, {
      ...shared,
      EMBEDDING_MODEL: 'e5',
      EMBEDDING_BASE_URL: 'http://tei.internal:8080/v1',
      EMBEDDING_API_KEY: 'tei-key',
      EMBEDDING_TIMEOUT_MS: '150',
      EMBEDDING_BATCH_SIZE: '32',
    });
    expect(own.embeddingEndpoint).toEqual({
      baseUrl: 'http://tei.internal:8080/v1',
      model: 'e5',
      apiKey: 'tei-key',
      timeoutMs: 150,
      batchSize: 32,
    });
  });

  it('refuses a model without an endpoint, and bad numbers, naming the variable', () => {
    expect(() => loadConfig(ChatServiceConfig, { EMBEDDING_MODEL: 'e5' })).toThrow(
      'EMBEDDING_MODEL needs EMBEDDING_BASE_URL (or LLM_BASE_URL)',
    );
    expect(() => loadConfig(ChatServiceConfig, { EMBEDDING_BASE_URL: 'ftp://x' })).toThrow(
      'EMBEDDING_BASE_URL must be an http(s) URL',
    );
    expect(() => loadConfig(ChatServiceConfig, { EMBEDDING_TIMEOUT_MS: '10' })).toThrow(
      'EMBEDDING_TIMEOUT_MS must be a whole number of milliseconds, 50 to 5000',
    );
    expect(() => loadConfig(ChatServiceConfig, { EMBEDDING_BATCH_SIZE: 'many' })).toThrow(
      'EMBEDDING_BATCH_SIZE must be a whole number of texts, 1 to 2048',
    );
  });
});

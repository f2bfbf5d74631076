import 'reflect-metadata';
import { loadConfig } from '@caddie/service-kit';
import { ChatServiceConfig } from './chat-service.config';

describe('ChatServiceConfig through loadConfig', () => {
  it('reads whole numbers from the environment, which gives text', () => {
    const config = loadConfig(ChatServiceConfig, {
      RETENTION_DAYS: '30',
      RETENTION_CLEANUP_MINUTES: '15',
      LLM_TIMEOUT_MS: '1500',
      HANDOFF_WEBHOOK_RETRY_MS: '1000',
      POPULAR_REFRESH_SECONDS: '5',
    });
    expect(config).toMatchObject({
      RETENTION_DAYS: 30,
      RETENTION_CLEANUP_MINUTES: 15,
      LLM_TIMEOUT_MS: 1500,
      HANDOFF_WEBHOOK_RETRY_MS: 1000,
      POPULAR_REFRESH_SECONDS: 5,
    });
    expect(() => loadConfig(ChatServiceConfig, { POPULAR_REFRESH_SECONDS: '0' })).toThrow(
      'POPULAR_REFRESH_SECONDS must be a whole number of seconds, 1 to 3600',
    );
  });

  it('learns from visitors for review by default, and refuses a mode it does not know', () => {
    expect(loadConfig(ChatServiceConfig, {})).toMatchObject({
      LEARNING: 'review',
      LEARNING_MIN_SESSIONS: 1,
      LEARNING_MAX_PER_SESSION_HOUR: 3,
      LEARNING_MAX_UNHELPFUL: 2,
    });
    expect(
      loadConfig(ChatServiceConfig, { LEARNING: 'auto', LEARNING_MIN_SESSIONS: '3' }),
    ).toMatchObject({ LEARNING: 'auto', LEARNING_MIN_SESSIONS: 3 });
    expect(() => loadConfig(ChatServiceConfig, { LEARNING: 'yes' })).toThrow(
      'LEARNING must be one of: off, review, auto',
    );
    expect(() => loadConfig(ChatServiceConfig, { LEARNING_MAX_PER_SESSION_HOUR: '0' })).toThrow(
      'LEARNING_MAX_PER_SESSION_HOUR must be a whole number of messages, 1 to 100',
    );
  });

  it('lets the model pick only when asked to, and only with a chat model configured', () => {
    const model = { LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini' };
    expect(loadConfig(ChatServiceConfig, model).LLM_CHOOSE).toBe('off');
    expect(loadConfig(ChatServiceConfig, { ...model, LLM_CHOOSE: 'on' }).LLM_CHOOSE).toBe('on');
    expect(() => loadConfig(ChatServiceConfig, { ...model, LLM_CHOOSE: 'yes' })).toThrow(
      'LLM_CHOOSE must be on or off',
    );
    expect(() => loadConfig(ChatServiceConfig, { LLM_CHOOSE: 'on', LLM_MODEL: 'm' })).toThrow(
      'LLM_CHOOSE=on needs LLM_BASE_URL and LLM_MODEL',
    );
    expect(() =>
      loadConfig(ChatServiceConfig, { LLM_CHOOSE: 'on', LLM_BASE_URL: model.LLM_BASE_URL }),
    ).toThrow('LLM_CHOOSE=on needs LLM_BASE_URL and LLM_MODEL');
  });

  it('needs a secret of 16 characters or more with a handoff webhook, and only then', () => {
    expect(loadConfig(ChatServiceConfig, {}).HANDOFF_WEBHOOK_URL).toBeUndefined();
    const url = 'https://helpdesk.example/hooks/caddie';
    expect(() => loadConfig(ChatServiceConfig, { HANDOFF_WEBHOOK_URL: url })).toThrow(
      'HANDOFF_WEBHOOK_SECRET must be at least 16 characters of random text',
    );
    expect(() =>
      loadConfig(ChatServiceConfig, { HANDOFF_WEBHOOK_URL: url, HANDOFF_WEBHOOK_SECRET: 'short' }),
    ).toThrow('HANDOFF_WEBHOOK_SECRET must be at least 16 characters');
    expect(() =>
      loadConfig(ChatServiceConfig, {
        HANDOFF_WEBHOOK_URL: 'ftp://x',
        HANDOFF_WEBHOOK_SECRET: 'a'.repeat(16),
      }),
    ).toThrow('HANDOFF_WEBHOOK_URL must be an http(s) URL');
  });

  it('takes an http:// webhook only in embedded mode, saying what to do otherwise', () => {
    const webhook = { HANDOFF_WEBHOOK_SECRET: 'a'.repeat(16) };
    const http = { ...webhook, HANDOFF_WEBHOOK_URL: 'http://helpdesk.example/hooks/caddie' };
    const https = { ...webhook, HANDOFF_WEBHOOK_URL: 'https://helpdesk.example/hooks/caddie' };
    const production = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig(ChatServiceConfig, http).HANDOFF_WEBHOOK_URL).toBe(http.HANDOFF_WEBHOOK_URL);
    expect(() => loadConfig(ChatServiceConfig, { ...production, ...http })).toThrow(
      "HANDOFF_WEBHOOK_URL must be an https:// URL in production mode (REDIS_URL set): each delivery carries a visitor's email and conversation. Use the helpdesk's https address",
    );
    expect(loadConfig(ChatServiceConfig, { ...production, ...https }).HANDOFF_WEBHOOK_URL).toBe(
      https.HANDOFF_WEBHOOK_URL,
    );
  });

  it('bounds the webhook attempts and the new requests, by default and as set', () => {
    expect(loadConfig(ChatServiceConfig, {})).toMatchObject({
      HANDOFF_WEBHOOK_MAX_ATTEMPTS: 12,
      HANDOFF_MAX_PER_EMAIL_PER_DAY: 3,
      HANDOFF_MAX_PER_HOUR: 300,
    });
    expect(
      loadConfig(ChatServiceConfig, {
        HANDOFF_WEBHOOK_MAX_ATTEMPTS: '3',
        HANDOFF_MAX_PER_EMAIL_PER_DAY: '5',
        HANDOFF_MAX_PER_HOUR: '1000',
      }),
    ).toMatchObject({
      HANDOFF_WEBHOOK_MAX_ATTEMPTS: 3,
      HANDOFF_MAX_PER_EMAIL_PER_DAY: 5,
      HANDOFF_MAX_PER_HOUR: 1000,
    });
    expect(() => loadConfig(ChatServiceConfig, { HANDOFF_WEBHOOK_MAX_ATTEMPTS: '0' })).toThrow(
      'HANDOFF_WEBHOOK_MAX_ATTEMPTS must be a whole number of attempts, 1 to 50',
    );
    expect(() => loadConfig(ChatServiceConfig, { HANDOFF_MAX_PER_HOUR: 'lots' })).toThrow(
      'HANDOFF_MAX_PER_HOUR must be a whole number of requests, 1 to 100000',
    );
  });
});

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
});

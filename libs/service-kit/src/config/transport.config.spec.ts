import 'reflect-metadata';
import { ConfigError, loadConfig } from './load-config';
import { BaseServiceConfig } from './transport.config';

describe('BaseServiceConfig: REDIS_PREFIX', () => {
  it('is unset by default', () => {
    expect(loadConfig(BaseServiceConfig, {}).REDIS_PREFIX).toBeUndefined();
  });

  it('accepts a short name', () => {
    expect(loadConfig(BaseServiceConfig, { REDIS_PREFIX: 'shop-2.staging_eu' }).REDIS_PREFIX).toBe(
      'shop-2.staging_eu',
    );
  });

  it.each(['staging:', 'two words', '-staging', 'x'.repeat(33), '*'])(
    'refuses %j, saying what to set',
    (value) => {
      expect(() => loadConfig(BaseServiceConfig, { REDIS_PREFIX: value })).toThrow(ConfigError);
      expect(() => loadConfig(BaseServiceConfig, { REDIS_PREFIX: value })).toThrow(
        /REDIS_PREFIX must be a name of up to 32 letters, digits, dots, dashes or underscores, such as staging/,
      );
    },
  );
});

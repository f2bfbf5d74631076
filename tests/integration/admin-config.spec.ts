import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ApiClient } from '../support/http-client';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';

jest.setTimeout(60_000);

describe('admin switched off (ADMIN_ENABLED=false)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await new TestStack({
      mode: 'embedded',
      services: ['auth', 'gateway'],
      env: { ADMIN_ENABLED: 'false' },
    }).start();
  });
  afterAll(() => stack.stop());

  it('reports adminEnabled false', async () => {
    expect((await new ApiClient(stack.baseUrl).get('/api/auth/status')).json).toEqual({
      isAuthenticated: false,
      adminEnabled: false,
    });
  });

  it('refuses sign-in and every admin route with 403, even with the right password', async () => {
    const client = new ApiClient(stack.baseUrl);
    expect((await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD })).status).toBe(
      403,
    );
    for (const [method, path] of [
      ['GET', '/api/faqs'],
      ['POST', '/api/faqs'],
      ['DELETE', '/api/faqs/1'],
      ['GET', '/api/faqs/export'],
      ['GET', '/api/insights'],
    ]) {
      const response = await client.request(method, path, method === 'POST' ? {} : undefined);
      expect(response.status).toBe(403);
      expect(response.json.message).toMatch(/Admin is disabled/);
    }
  });
});

describe('no admin password configured', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await new TestStack({
      mode: 'embedded',
      services: ['auth', 'gateway'],
      env: { ADMIN_PASSWORD: '' },
    }).start();
  });
  afterAll(() => stack.stop());

  it('keeps admin off: no default password ships', async () => {
    expect((await new ApiClient(stack.baseUrl).get('/api/auth/status')).json).toEqual({
      isAuthenticated: false,
      adminEnabled: false,
    });
  });
});

describe('a hashed admin password (ADMIN_PASSWORD_HASH), which wins over ADMIN_PASSWORD', () => {
  let stack: TestStack;
  const password = 'hashed-password-for-tests';
  beforeAll(async () => {
    const hash = execFileSync(process.execPath, [join(__dirname, '../../tools/hash-password.js')], {
      input: `${password}\n`,
    })
      .toString()
      .trim();
    stack = await new TestStack({
      mode: 'embedded',
      services: ['auth', 'gateway'],
      env: { ADMIN_PASSWORD_HASH: hash },
    }).start();
  });
  afterAll(() => stack.stop());

  it('signs in with the hashed password and refuses the plain one', async () => {
    const client = new ApiClient(stack.baseUrl);
    expect((await client.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD })).json).toEqual({
      success: false,
    });
    expect((await client.post('/api/auth/login', { password })).json).toEqual({ success: true });
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthServiceConfig } from '../config/auth-service.config';
import { configuredPassword } from './configured-password';
import { hashPassword } from './password-verifier';

const HASHED = 'password-from-the-hash';
const PLAIN = 'password-from-the-env';
const IN_FILE = 'password-from-the-file';

function config(values: Partial<AuthServiceConfig>): AuthServiceConfig {
  return Object.assign(new AuthServiceConfig(), values);
}

describe('configuredPassword', () => {
  let dir: string;
  let file: string;
  let hash: string;

  beforeAll(async () => {
    hash = await hashPassword(HASHED, Buffer.from('salt-for-the-test'));
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'configured-password-'));
    file = join(dir, 'admin-password');
    writeFileSync(file, `${IN_FILE}\n`);
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives no verifier when no password is configured, so admin stays off', () => {
    expect(configuredPassword(config({}))).toBeUndefined();
  });

  it('prefers the hash over a plain password and a file', async () => {
    const verifier = configuredPassword(
      config({ ADMIN_PASSWORD_HASH: hash, ADMIN_PASSWORD: PLAIN, ADMIN_PASSWORD_FILE: file }),
    )!;
    await expect(verifier.verify(HASHED)).resolves.toBe(true);
    await expect(verifier.verify(PLAIN)).resolves.toBe(false);
    await expect(verifier.verify(IN_FILE)).resolves.toBe(false);
  });

  it('prefers a plain password over a file', async () => {
    const verifier = configuredPassword(
      config({ ADMIN_PASSWORD: PLAIN, ADMIN_PASSWORD_FILE: file }),
    )!;
    await expect(verifier.verify(PLAIN)).resolves.toBe(true);
    await expect(verifier.verify(IN_FILE)).resolves.toBe(false);
  });

  it('reads the password from the file, without its trailing newline', async () => {
    const verifier = configuredPassword(config({ ADMIN_PASSWORD_FILE: file }))!;
    await expect(verifier.verify(IN_FILE)).resolves.toBe(true);
    await expect(verifier.verify(`${IN_FILE}\n`)).resolves.toBe(false);
  });

  it('refuses a file holding a password shorter than 12 characters, naming the file', () => {
    writeFileSync(file, '  short  \n');
    expect(() => configuredPassword(config({ ADMIN_PASSWORD_FILE: file }))).toThrow(
      `ADMIN_PASSWORD_FILE ${file} must hold a password of at least 12 characters`,
    );
  });

  it('does not read the file when a plain password is set', async () => {
    const missing = join(dir, 'does-not-exist');
    // A read of the missing file would throw here; the plain password is what is checked.
    const verifier = configuredPassword(
      config({ ADMIN_PASSWORD: PLAIN, ADMIN_PASSWORD_FILE: missing }),
    )!;
    await expect(verifier.verify(PLAIN)).resolves.toBe(true);
  });
});

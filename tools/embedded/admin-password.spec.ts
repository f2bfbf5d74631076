import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureAdminPassword } = require('./admin-password') as {
  ensureAdminPassword: (
    dir: string,
    env: Record<string, string | undefined>,
  ) => { file?: string; created: boolean; password?: string };
};

describe('ensureAdminPassword', () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'admin-password-'));
    dataDir = join(root, 'data');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates a strong password file, readable by its owner only, on the first start', () => {
    const result = ensureAdminPassword(dataDir, {});
    expect(result).toMatchObject({ file: join(dataDir, 'admin-password'), created: true });
    expect(result.password!.length).toBeGreaterThanOrEqual(20);
    expect(result.password).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readFileSync(result.file!, 'utf8')).toBe(`${result.password}\n`);
    expect(statSync(result.file!).mode & 0o777).toBe(0o600);
  });

  it('makes a different password for each new data directory', () => {
    const first = ensureAdminPassword(join(root, 'one'), {});
    const second = ensureAdminPassword(join(root, 'two'), {});
    expect(first.password).not.toBe(second.password);
  });

  it('keeps the existing file on later starts and does not show the password again', () => {
    const first = ensureAdminPassword(dataDir, {});
    const second = ensureAdminPassword(dataDir, {});
    expect(second).toEqual({ file: first.file, created: false });
    expect(readFileSync(first.file!, 'utf8')).toBe(`${first.password}\n`);
  });

  it('keeps a password file someone wrote by hand', () => {
    ensureAdminPassword(dataDir, {});
    writeFileSync(join(dataDir, 'admin-password'), 'my own chosen password\n');
    expect(ensureAdminPassword(dataDir, {}).created).toBe(false);
    expect(readFileSync(join(dataDir, 'admin-password'), 'utf8')).toBe('my own chosen password\n');
  });

  it.each(['ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'ADMIN_PASSWORD_FILE'])(
    'does nothing when %s is configured',
    (variable) => {
      expect(ensureAdminPassword(dataDir, { [variable]: 'configured-value' })).toEqual({
        file: undefined,
        created: false,
      });
      expect(() => statSync(dataDir)).toThrow();
    },
  );

  it('still creates a file when those variables are set but blank', () => {
    const result = ensureAdminPassword(dataDir, {
      ADMIN_PASSWORD: '',
      ADMIN_PASSWORD_HASH: '',
      ADMIN_PASSWORD_FILE: '',
    });
    expect(result.created).toBe(true);
  });
});

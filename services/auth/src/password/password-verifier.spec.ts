import { hashPassword, plainPasswordVerifier, scryptPasswordVerifier } from './password-verifier';

const PASSWORD = 'correct horse battery staple';

describe('plainPasswordVerifier', () => {
  const verifier = plainPasswordVerifier(PASSWORD);

  it('accepts the configured password', async () => {
    await expect(verifier.verify(PASSWORD)).resolves.toBe(true);
  });

  it.each([
    ['a different password', 'wrong horse battery staple'],
    ['a prefix of the right one', PASSWORD.slice(0, 10)],
    ['the right one with extra characters', `${PASSWORD}!`],
    ['the empty string', ''],
    ['the right one in another case', PASSWORD.toUpperCase()],
  ])('refuses %s', async (_label, candidate) => {
    await expect(verifier.verify(candidate)).resolves.toBe(false);
  });
});

describe('hashPassword with scryptPasswordVerifier', () => {
  const salt = Buffer.from('0123456789abcdef');

  it('writes the scrypt$N$r$p$salt$hash form', async () => {
    const encoded = await hashPassword(PASSWORD, salt);
    expect(encoded).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(encoded.split('$')[4]).toBe(salt.toString('base64'));
  });

  it('accepts the password the hash was made from', async () => {
    const verifier = scryptPasswordVerifier(await hashPassword(PASSWORD, salt));
    await expect(verifier.verify(PASSWORD)).resolves.toBe(true);
  });

  it('refuses a wrong password, a prefix and the empty string', async () => {
    const verifier = scryptPasswordVerifier(await hashPassword(PASSWORD, salt));
    await expect(verifier.verify('wrong password entirely')).resolves.toBe(false);
    await expect(verifier.verify(PASSWORD.slice(0, 10))).resolves.toBe(false);
    await expect(verifier.verify('')).resolves.toBe(false);
  });

  it('refuses the password when the hash was made from another one', async () => {
    const verifier = scryptPasswordVerifier(await hashPassword('some other long password', salt));
    await expect(verifier.verify(PASSWORD)).resolves.toBe(false);
  });

  it('gives different hashes for different salts', async () => {
    const first = await hashPassword(PASSWORD, salt);
    const second = await hashPassword(PASSWORD, Buffer.from('fedcba9876543210'));
    expect(first).not.toBe(second);
    await expect(scryptPasswordVerifier(second).verify(PASSWORD)).resolves.toBe(true);
  });
});

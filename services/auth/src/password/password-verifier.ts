import { createHash, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** Checks a candidate against the configured password in constant time. */
export interface PasswordVerifier {
  verify(candidate: string): Promise<boolean>;
}

/** A plain configured password: both sides hashed to equal length, then compared in constant time. */
export function plainPasswordVerifier(password: string): PasswordVerifier {
  const expected = sha256(password);
  return { verify: async (candidate) => timingSafeEqual(sha256(candidate), expected) };
}

/** A scrypt hash in the form scrypt$N$r$p$salt$hash (salt and hash base64). */
export function scryptPasswordVerifier(encoded: string): PasswordVerifier {
  const [, n, r, p, salt, hash] = encoded.split('$');
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  return {
    verify: async (candidate) => {
      const actual = await scryptAsync(
        candidate,
        Buffer.from(salt, 'base64'),
        expected.length,
        options,
      );
      return timingSafeEqual(actual, expected);
    },
  };
}

export async function hashPassword(password: string, salt: Buffer): Promise<string> {
  const N = 16384;
  const r = 8;
  const p = 1;
  const hash = await scryptAsync(password, salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

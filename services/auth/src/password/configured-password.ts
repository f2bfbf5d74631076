import { readFileSync } from 'node:fs';
import { AuthServiceConfig } from '../config/auth-service.config';
import {
  PasswordVerifier,
  plainPasswordVerifier,
  scryptPasswordVerifier,
} from './password-verifier';

/**
 * The admin password from configuration: a hash wins over a plain value, which wins over a
 * file. None at all means admin stays off: no default password ships.
 */
export function configuredPassword(config: AuthServiceConfig): PasswordVerifier | undefined {
  if (config.ADMIN_PASSWORD_HASH) return scryptPasswordVerifier(config.ADMIN_PASSWORD_HASH);
  if (config.ADMIN_PASSWORD) return plainPasswordVerifier(config.ADMIN_PASSWORD);
  if (config.ADMIN_PASSWORD_FILE) {
    const password = readFileSync(config.ADMIN_PASSWORD_FILE, 'utf8').trim();
    if (password.length < 12) {
      throw new Error(
        `ADMIN_PASSWORD_FILE ${config.ADMIN_PASSWORD_FILE} must hold a password of at least 12 characters`,
      );
    }
    return plainPasswordVerifier(password);
  }
  return undefined;
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GatewayConfig } from '../config/gateway.config';

/**
 * The configured SESSION_SECRET; in embedded mode one made at first start and kept under
 * DATA_DIR, so sign-ins survive a restart. Production (REDIS_URL set) must configure it:
 * replicas have to share it.
 */
export function sessionSecret(config: GatewayConfig): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.REDIS_URL) {
    throw new Error(
      'SESSION_SECRET must be set when REDIS_URL is set: every gateway replica must share it',
    );
  }
  const file = join(config.DATA_DIR, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

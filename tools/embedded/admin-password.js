// @ts-check
// Embedded mode's first start: a strong admin password, kept under ./data and shown once,
// so a new user can sign in at once. A configured password always wins.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} dataDir
 * @param {Record<string, string | undefined>} env
 * @returns {{ file: string | undefined; created: boolean; password?: string }}
 */
function ensureAdminPassword(dataDir, env) {
  if (env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH || env.ADMIN_PASSWORD_FILE) {
    return { file: undefined, created: false };
  }
  const file = path.join(dataDir, 'admin-password');
  if (fs.existsSync(file)) return { file, created: false };
  fs.mkdirSync(dataDir, { recursive: true });
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { file, created: true, password };
}

module.exports = { ensureAdminPassword };

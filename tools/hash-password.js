#!/usr/bin/env node
// @ts-check
// `npm run hash-password`: prints an ADMIN_PASSWORD_HASH for a password read from standard
// input (not the command line, so it stays out of shell history). Same format the auth
// service verifies: scrypt$N$r$p$salt$hash.
'use strict';
const crypto = require('node:crypto');
const readline = require('node:readline');

const N = 16384;
const r = 8;
const p = 1;

/** @param {string} password */
function hash(password) {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const input = readline.createInterface({
  input: process.stdin,
  output: process.stderr,
  terminal: false,
});
process.stderr.write('Admin password (at least 12 characters), then Enter: ');
input.once('line', (line) => {
  input.close();
  const password = line.replace(/\r$/, '');
  if (password.length < 12) {
    process.stderr.write('\nThe password must be at least 12 characters. Choose a longer one.\n');
    process.exit(1);
  }
  process.stdout.write(`${hash(password)}\n`);
});

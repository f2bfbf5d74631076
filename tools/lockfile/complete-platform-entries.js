#!/usr/bin/env node
// @ts-check
// The registry mirror this project is built against serves only the Linux builds of packages
// that ship native binaries per platform (@swc/core, nx, jest's resolver...). npm then leaves
// the other platforms' optional packages out of package-lock.json, and `npm ci` refuses the
// lock ("Missing: @swc/core-darwin-arm64 from lock file"), here and on every other machine.
// This adds those entries back as a normal lock has them: optional, with the os/cpu/libc
// taken from the package name, so each machine installs only its own binary.
// Run it after any `npm install` that changes package-lock.json.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const LOCK = path.resolve(__dirname, '../../package-lock.json');
const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/**
 * A package-lock.json entry, as far as read and written here.
 * @typedef {{
 *   version?: string;
 *   dev?: boolean;
 *   devOptional?: boolean;
 *   optional?: boolean;
 *   optionalDependencies?: Record<string, string>;
 *   os?: string[];
 *   cpu?: string[];
 *   libc?: string[];
 * }} LockEntry
 */

/**
 * os, cpu and libc of a platform package, read from its name (e.g. core-linux-x64-musl).
 * @param {string} name
 * @returns {Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined}
 */
function platformOf(name) {
  const parts = /** @type {string} */ (name.split('/').pop()).split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  if (!os && !cpu) return undefined;
  /** @type {Pick<LockEntry, 'os' | 'cpu' | 'libc'>} */
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (os === 'linux')
    platform.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return platform;
}

/** @param {{ packages: Record<string, LockEntry> }} lock */
function complete(lock) {
  const added = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested]) continue;
      if (lock.packages[hoisted]?.version === version) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      // Hoisted where free; beside its parent when another version already sits at the top.
      const target = lock.packages[hoisted] ? nested : hoisted;
      lock.packages[target] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        ...(entry.devOptional ? { devOptional: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  return added;
}

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const added = complete(lock);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added ${added.length} platform entries to package-lock.json`
    : 'package-lock.json already complete',
);

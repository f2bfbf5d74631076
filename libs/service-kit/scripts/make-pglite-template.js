#!/usr/bin/env node
// Build step: an empty, initialised Postgres cluster for PGlite, written as a tarball. Embedded
// mode starts each service's database from it instead of running initdb (about 4 s of a cold
// start on 2 cores, twice: faq and chat). Usage: make-pglite-template.js OUTPUT.tar.gz
// Where PGlite is not installed (the auth and gateway images) there is nothing to make.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

async function main() {
  const output = process.argv[2];
  if (!output) throw new Error('usage: make-pglite-template.js OUTPUT.tar.gz');
  let PGlite;
  try {
    ({ PGlite } = await import('@electric-sql/pglite'));
  } catch {
    console.log('PGlite is not installed: no embedded database template made');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caddie-pglite-template-'));
  try {
    const db = await PGlite.create(dir);
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, Buffer.from(await dump.arrayBuffer()));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

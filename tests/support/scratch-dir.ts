import { constants, accessSync, mkdtempSync, statfsSync } from 'node:fs';
import { freemem, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Memory-backed on Linux; used when it and the machine's memory have this much room left (the
 * four images of image-boot hold about 1 GB at their peak), else the system's tmpdir.
 */
const MEMORY = '/dev/shm';
const MIN_FREE_BYTES = 3 * 1024 ** 3;

let root: string | undefined;

function scratchRoot(): string {
  if (root === undefined) {
    try {
      accessSync(MEMORY, constants.W_OK);
      const { bavail, bsize } = statfsSync(MEMORY);
      const roomy = bavail * bsize >= MIN_FREE_BYTES && freemem() >= MIN_FREE_BYTES;
      root = roomy ? MEMORY : tmpdir();
    } catch {
      root = tmpdir();
    }
  }
  return root;
}

/**
 * A new, empty folder for files that live only as long as a suite, such as an image's
 * node_modules: thousands of small files, which this machine's disk writes several times
 * slower than memory when other work writes to it too (an image's production install: 8 s in
 * memory, 22 to 50 s on disk). Nothing a test checks depends on the disk under the folder; the
 * caller removes it.
 */
export function scratchDir(prefix: string): string {
  return mkdtempSync(join(scratchRoot(), prefix));
}

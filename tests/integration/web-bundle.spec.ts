import { existsSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleSizes } = require('../../tools/web/bundle-size') as {
  bundleSizes: () => {
    initialKb: number;
    budgetKb: number;
    initialChunks: { name: string }[];
    lazyChunks: { name: string; file: string }[];
  };
};

describe('the production web build', () => {
  it('exists (npm test builds it)', () => {
    expect(existsSync(join(__dirname, '../../web/dist/.vite/manifest.json'))).toBe(true);
  });

  it('keeps the chat route within 150 KB of gzipped JavaScript, with the admin screen in a lazy chunk', () => {
    const sizes = bundleSizes();
    expect(sizes.initialKb).toBeLessThanOrEqual(sizes.budgetKb);
    const initialNames = sizes.initialChunks.map((chunk) => chunk.name).join(' ');
    expect(initialNames).not.toMatch(/admin/i);
    expect(sizes.lazyChunks.some((chunk) => /admin/i.test(chunk.name + chunk.file))).toBe(true);
  });
});

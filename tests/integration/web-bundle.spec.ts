import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleSizes } = require('../../tools/web/bundle-size') as {
  bundleSizes: () => {
    initialKb: number;
    budgetKb: number;
    initialChunks: { name: string; file: string }[];
    lazyChunks: { name: string; file: string }[];
    widgetKb: number;
    widgetBudgetKb: number;
  };
};

describe('the production web build', () => {
  it('exists (npm test builds it)', () => {
    expect(existsSync(join(__dirname, '../../web/dist/.vite/manifest.json'))).toBe(true);
  });

  // The web image and embedded mode serve web/dist as it is: no maps of the source in it.
  it('publishes no source maps', () => {
    const assets = join(__dirname, '../../web/dist/assets');
    const files = readdirSync(assets);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of files.filter((name) => /\.(js|css)$/.test(name)))
      expect(readFileSync(join(assets, file), 'utf8')).not.toMatch(/sourceMappingURL=/);
  });

  it('keeps the chat route within 150 KB of gzipped JavaScript, with the admin screen in a lazy chunk', () => {
    const sizes = bundleSizes();
    expect(sizes.initialKb).toBeLessThanOrEqual(sizes.budgetKb);
    const initialNames = sizes.initialChunks.map((chunk) => chunk.name).join(' ');
    expect(initialNames).not.toMatch(/admin/i);
    expect(sizes.lazyChunks.some((chunk) => /admin/i.test(chunk.name + chunk.file))).toBe(true);
  });

  it('loads the chart library only with the Insights panel, never on the chat route', () => {
    const sizes = bundleSizes();
    const holdsCharts = (file: string) =>
      readFileSync(join(__dirname, '../../web/dist', file), 'utf8').includes('recharts-wrapper');
    expect(sizes.initialChunks.filter((chunk) => holdsCharts(chunk.file))).toEqual([]);
    const chartChunks = sizes.lazyChunks.filter((chunk) => holdsCharts(chunk.file));
    expect(chartChunks.map((chunk) => chunk.name)).toEqual([
      'src/features/admin-insights/components/insights-panel.tsx',
    ]);
  });

  it('ships the widget loader as widget.js, within 5 KB gzipped and with no framework', () => {
    const sizes = bundleSizes();
    expect(sizes.widgetBudgetKb).toBe(5);
    expect(sizes.widgetKb).toBeLessThanOrEqual(sizes.widgetBudgetKb);
    const loader = readFileSync(join(__dirname, '../../web/dist/widget.js'), 'utf8');
    expect(loader).not.toMatch(/react/i);
  });
});

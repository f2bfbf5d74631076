import { SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(240_000);

const ROOT = join(__dirname, '../..');

/** `npm run bench` is not a test; this smoke run (a second per load phase) keeps it working. */
describeWithRealStores('npm run bench -- --smoke', () => {
  let run: SpawnSyncReturns<string>;
  // In beforeAll, not the describe body: a skipped suite must not run the bench.
  beforeAll(() => {
    run = spawnSync(process.execPath, [join(ROOT, 'tools/bench/run-bench.js'), '--smoke'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 230_000,
    });
  });

  it('runs every part and prints the table', () => {
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    for (const text of [
      'GET /api/faqs/active (200 FAQs) | production',
      'POST /api/chat (1,000 FAQs) | embedded',
      'import 2,000 rows CSV',
      'export json',
      'Cold start (embedded, built)',
    ]) {
      expect(run.stdout).toContain(text);
    }
  });

  it('writes the JSON report with a reference beside each row and no failed requests', () => {
    const report = JSON.parse(readFileSync(join(ROOT, 'test-results/bench-smoke.json'), 'utf8'));
    expect(report.modes.map((mode: { mode: string }) => mode.mode)).toEqual([
      'production',
      'embedded',
    ]);
    for (const mode of report.modes) {
      for (const route of mode.routes) {
        expect(route.reference.saturated.rps).toBeGreaterThan(0);
        expect(route.caddie.saturated.errors + route.caddie.rate.errors).toBe(0);
      }
    }
    expect(report.coldStart.seconds).toBeGreaterThan(0);
  });
});

describeWithRealStores('npm run bench:embeddings -- --smoke', () => {
  it('measures the replies with and without embeddings and the endpoint alone, without errors', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'tools/bench/embeddings.js'), '--smoke'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 230_000,
    });
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    expect(run.stdout).toContain('| 20/s | lexical engine alone (reference) |');
    expect(run.stdout).toContain('| 50/s | the endpoint alone, same messages |');
    expect(run.stdout).toMatch(/At 50\/s embeddings add -?[\d.]+ ms/);
    expect(run.stdout).toContain('for want of an embedding: 0');
  });
});

import { SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(400_000);

const ROOT = join(__dirname, '../..');

/** `npm run bench` is not a test; this smoke run (a second per load phase) keeps it working. */
describeWithRealStores('npm run bench -- --smoke', () => {
  let run: SpawnSyncReturns<string>;
  // In beforeAll, not the describe body: a skipped suite must not run the bench.
  beforeAll(() => {
    run = spawnSync(process.execPath, [join(ROOT, 'tools/bench/run-bench.js'), '--smoke'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 390_000,
    });
  });

  it('runs every part and prints the table', () => {
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    for (const text of [
      'What the log lines cost',
      'GET /api/faqs/active (200 FAQs) | production',
      'POST /api/chat (200 FAQs) | embedded',
      '| production | same work, one process |',
      '| embedded | gateway -> chat service |',
      'Where the CPU goes while saturated',
      "The tail's budget",
      'import 2,000 rows CSV',
      'export json',
      'Cold start (embedded, built)',
    ]) {
      expect(run.stdout).toContain(text);
    }
  });

  it('writes the JSON report: both levels in both modes, the reference and a profile beside the chat route', () => {
    const report = JSON.parse(readFileSync(join(ROOT, 'test-results/bench-smoke.json'), 'utf8'));
    expect(
      report.logCost.map((row: { mode: string; level: string }) => `${row.mode} ${row.level}`),
    ).toEqual(['production info', 'production warn', 'embedded info', 'embedded warn']);
    for (const row of report.logCost) {
      expect(row.list.errors + row.chat.errors).toBe(0);
      expect(row.bare.rps).toBeGreaterThan(0);
    }
    expect(report.chat.map((result: { mode: string }) => result.mode)).toEqual([
      'production',
      'embedded',
    ]);
    for (const result of report.chat) {
      expect(result.caddie.saturated.errors).toBe(0);
      expect(result.caddie.rates[0].requests).toBeGreaterThan(0);
      expect(result.reference.rates[0].requests).toBeGreaterThan(0);
      // Every process's profile was written and read: the engine's time is in the chat
      // service's and the reference's.
      expect(result.caddie.profile.cpu.chat.engine).toBeGreaterThan(0);
      expect(result.caddie.profile.cpu.gateway.HTTP).toBeGreaterThan(0);
      expect(result.reference.profile.cpu.reference.engine).toBeGreaterThan(0);
      // At a fixed rate every process's CPU is read, the load generator's too.
      expect(result.caddie.rates[0].cpuMs.chat).toBeGreaterThan(0);
      expect(result.reference.rates[0].cpuMs['load generator']).toBeGreaterThan(0);
      expect(result.caddie.rates[0].machineBusy).toBeGreaterThan(0);
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

describeWithRealStores('npm run bench:insights -- --exchanges 300', () => {
  it('times the Insights through the gateway on the rows it wrote, beside the reference', () => {
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'tools/bench/insights.js'), '--exchanges', '300'],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    for (const row of [
      /reference: count\(\*\) over the 30-day window +[\d.]+ +[\d.]+/,
      /GET \/api\/insights \(summary\) +[\d.]+ +[\d.]+/,
      /GET \/api\/insights\/faq-usage +[\d.]+ +[\d.]+/,
    ]) {
      expect(run.stdout).toMatch(row);
    }
    expect(run.stdout).toMatch(/peak RSS of the chat service: \d+ MB/);
    // An empty table would time nothing: the service must have read what the bench wrote.
    expect(run.stdout).toMatch(/the summary saw [1-9][\d,]* questions/);
  });
});

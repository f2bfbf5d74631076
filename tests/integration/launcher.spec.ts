import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../support/http-client';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '../..');

/** `npm start` as a new user runs it: default ports, nothing configured, no Postgres or Redis. */
function npmStart(dataDir: string): {
  child: ChildProcess;
  output: () => string;
  running: Promise<void>;
} {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, [join(ROOT, 'tools/embedded/start.js')], {
    cwd: ROOT,
    env,
  });
  let output = '';
  const running = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl+C to stop.')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-3000)}`)),
    );
  });
  return { child, output: () => output, running };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

describe('npm start (embedded mode)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'caddie-start-'));
  const launched: ChildProcess[] = [];
  afterAll(async () => {
    // A failed assertion must not leave a stack running (it would hold :3000 and jest open).
    for (const child of launched)
      if (child.exitCode === null && child.signalCode === null) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API on :3000 with a generated admin password, and keeps FAQs across a restart', async () => {
    const first = npmStart(dataDir);
    launched.push(first.child);
    await first.running;
    const password = readFileSync(join(dataDir, 'admin-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(first.output()).toContain(
      `Admin password (first start; kept in ${join(dataDir, 'admin-password')}): ${password}`,
    );

    const admin = new ApiClient('http://127.0.0.1:3000');
    await admin.signIn(password);
    const created = await admin.post('/api/faqs', {
      question: 'Survives a restart?',
      answer: 'Yes, it is on disk.',
    });
    expect(created.status).toBe(201);
    const count = (await admin.get('/api/faqs')).json.length;
    expect(await stop(first.child)).toBe(0);

    const second = npmStart(dataDir);
    launched.push(second.child);
    await second.running;
    expect(second.output()).not.toContain('first start');
    const again = new ApiClient('http://127.0.0.1:3000');
    await again.signIn(password);
    const faqs = (await again.get('/api/faqs')).json;
    expect(faqs).toHaveLength(count);
    expect(faqs).toContainEqual(
      expect.objectContaining({ id: created.json.id, question: 'Survives a restart?' }),
    );
    expect(await stop(second.child)).toBe(0);
  });
});

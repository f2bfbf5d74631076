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

/**
 * The lines of a start's output that say something is wrong: a service's ERROR, WARN or FATAL,
 * or a warning of Node's (deprecations, Fastify's FSTDEP...). A start with nothing wrong has none.
 */
function complaints(output: string): string[] {
  return output.split('\n').filter((line) => /\b(ERROR|WARN|FATAL)\b|warning|FSTDEP/i.test(line));
}

/** A visitor's question to the chat, and its reply (the launcher waits for the chat to be ready). */
async function chatAnswers(message: string): Promise<string> {
  const visitor = new ApiClient('http://127.0.0.1:3000');
  const { sessionId } = (await visitor.post('/api/chat/session')).json as { sessionId: string };
  const reply = await visitor.post('/api/chat', { message, sessionId });
  expect(reply.status).toBe(200);
  return (reply.json as { response: string }).response;
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

  it('serves the demo shop on :3000 with a generated admin password, prints no error or warning, and keeps FAQs across a restart', async () => {
    const first = npmStart(dataDir);
    launched.push(first.child);
    await first.running;
    const password = readFileSync(join(dataDir, 'admin-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(first.output()).toContain(
      `Admin password (first start; kept in ${join(dataDir, 'admin-password')}): ${password}`,
    );

    // The quick start's demo shop, and a first start with nothing wrong that says nothing is.
    expect(await chatAnswers('How can I track my order?')).toMatch(/tracking number/);
    expect(complaints(first.output())).toEqual([]);

    const admin = new ApiClient('http://127.0.0.1:3000');
    await admin.signIn(password);
    expect((await admin.get('/api/faqs')).json).toHaveLength(40);
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
    expect(await chatAnswers('How can I track my order?')).toMatch(/tracking number/);
    expect(complaints(second.output())).toEqual([]);
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

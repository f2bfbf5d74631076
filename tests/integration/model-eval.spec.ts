// `npm run eval -- --model` against the test double: it asks the endpoint as the chat service
// does (every FAQ text and message embedded, the model asked to pick for unsure replies) and
// prints the model's rows beside the lexical ones. The double's embeddings are hashed words,
// so this checks the plumbing, not what a real model buys.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import {
  FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../tools/fake-openai/fake-openai-server';

jest.setTimeout(300_000);

const ROOT = join(__dirname, '../..');

async function runEval(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ['tools/eval/run-eval.js', '--model'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

describe('npm run eval -- --model', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.script = () => 'FAQ 1';
  });
  afterAll(() => fake.close());

  it('says what to set, and stops, when no model is configured', async () => {
    const { code, output } = await runEval({});
    expect(code).toBe(2);
    expect(output).toMatch(/set EMBEDDING_MODEL/);
  });

  it("prints the model's rows beside the lexical ones, having asked the endpoint for each set", async () => {
    const { code, output } = await runEval({
      EMBEDDING_BASE_URL: fake.url,
      EMBEDDING_MODEL: 'fake-embedding',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-chat',
      LLM_CHOOSE: 'on',
    });
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(output).toMatch(/mean over shops\s+lexical engine/);
    expect(output).toMatch(/with the model \(\d+ asked\)/);
    expect(fake.embedded.every((item) => item.model === 'fake-embedding')).toBe(true);
    // Each shop's FAQ texts and messages went out; the model was asked to pick.
    expect(fake.embedded.some((item) => item.text.includes('?'))).toBe(true);
    expect(fake.chatRequests.length).toBeGreaterThan(0);
    expect(fake.chatRequests[0].model).toBe('fake-chat');
  });
});

import { PassThrough, Writable } from 'node:stream';
import { showServiceOutput } from './service-output';

function collector(): { writes: string[]; stream: Writable } {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      done();
    },
  });
  return { writes, stream };
}

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 9, 30, 5), ...fields });

describe("the launcher's view of a service's output", () => {
  it('shows the lines one read brings in one write, a line split across reads once whole', async () => {
    const input = new PassThrough();
    const { writes, stream } = collector();
    showServiceOutput('gateway', input, { output: stream });
    const request = line({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/faqs/active' },
      res: { statusCode: 200 },
    });
    input.write(`${line({ msg: 'first' })}\n${request.slice(0, 20)}`);
    input.write(`${request.slice(20)}\n`);
    input.end();
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([
      '09:30:05 [gateway] INFO  first\n',
      '09:30:05 [gateway] INFO  request completed GET /api/faqs/active -> 200\n',
    ]);
  });

  it("leaves Nest's start-up lines out unless verbose, and passes lines as they came when raw", async () => {
    const boot = line({ msg: 'Mapped {/api/chat, POST} route', context: 'RouterExplorer' });
    const shown = async (options: { raw?: boolean; verbose?: boolean }) => {
      const input = new PassThrough();
      const { writes, stream } = collector();
      showServiceOutput('chat', input, { ...options, output: stream });
      input.end(`${boot}\nnot json\n`);
      await new Promise((resolve) => setImmediate(resolve));
      return writes.join('');
    };
    expect(await shown({})).toBe('[chat] not json\n');
    expect(await shown({ verbose: true })).toBe(
      '09:30:05 [chat] INFO  Mapped {/api/chat, POST} route\n[chat] not json\n',
    );
    expect(await shown({ raw: true })).toBe(`${boot}\nnot json\n`);
  });
});

import { CpuProfile, layersOf } from './cpu-layers';

/** A profile of one stack per sample: frames from the root down, 1 ms each. */
function profileOf(stacks: { url: string; functionName?: string }[][]): CpuProfile {
  const nodes: {
    id: number;
    callFrame: CpuProfile['nodes'][number]['callFrame'];
    children: number[];
  }[] = [];
  const samples: number[] = [];
  for (const stack of stacks) {
    let parent: (typeof nodes)[number] | undefined;
    for (const frame of stack) {
      const node = {
        id: nodes.length + 1,
        callFrame: { functionName: '', ...frame },
        children: [] as number[],
      };
      nodes.push(node);
      parent?.children.push(node.id);
      parent = node;
    }
    samples.push(parent!.id);
  }
  return { nodes, samples, startTime: 0, timeDeltas: samples.map(() => 1000) };
}

describe('CPU time by layer', () => {
  it("counts Node's own code for the library that called it, and the rest as the code that called it", () => {
    const app = { url: 'file:///app/services/chat/dist/chat/chat.service.js' };
    const totals = layersOf(
      profileOf([
        [app, { url: 'file:///app/node_modules/pg/lib/client.js' }, { url: 'node:net' }],
        [app, { url: 'file:///app/libs/answer-engine/dist/search/faq-search.js' }],
        [{ url: 'file:///app/node_modules/fastify/lib/route.js' }, app],
        [app, { url: 'node:internal/streams' }],
        [{ url: '', functionName: '(garbage collector)' }],
        [{ url: '', functionName: '(idle)' }],
      ]),
    );
    expect(totals).toEqual({ database: 1, engine: 1, service: 2, GC: 1 });
  });

  it('counts only the samples within a window of time (microseconds)', () => {
    const app = { url: 'file:///app/services/chat/dist/main.js' };
    const engine = { url: 'file:///app/libs/answer-engine/dist/index.js' };
    const profile = profileOf([[app], [engine], [engine], [app]]);
    expect(layersOf(profile, { from: 1500, to: 3500 })).toEqual({ engine: 2 });
  });
});

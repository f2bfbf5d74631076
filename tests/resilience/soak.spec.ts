import { readFileSync } from 'node:fs';
import { describeWithRealStores } from '../support/stores-check';
import { ServiceName, TestStack } from '../support/test-stack';
import { recordFigures } from './figures';
import { SteadyLoad, tally } from './steady-load';

const WARM_UP_MS = 30_000;
const SOAK_MS = 120_000;
const SAMPLE_EVERY_MS = 5_000;
const RATE = 100;
const MAX_GROWTH = 0.1;
const SERVICES: ServiceName[] = ['auth', 'faq', 'chat', 'gateway'];

jest.setTimeout(WARM_UP_MS + SOAK_MS + 60_000);

/** Resident memory of a process, from the kernel (what a container's limit counts). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describeWithRealStores('soak: two minutes at a steady rate (production mode)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // The load's admin signs in again after any 401, more often than a person would.
    stack = await new TestStack({
      mode: 'production',
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', SEED_DEMO_FAQS: 'true' },
    }).start();
  }, 120_000);
  afterAll(() => stack?.stop(), 60_000);

  it(`holds ${RATE} requests a second with no error and flat memory in every process`, async () => {
    // Chat and the FAQ list: what visitors do all day. (Writes grow the FAQ set, and with it
    // the chat index, which is growth by design, not a leak.)
    const load = await new SteadyLoad(stack.baseUrl, RATE, ['chat', 'list']).start();
    const samples = new Map<ServiceName, number[]>(SERVICES.map((s) => [s, []]));
    const sample = () => {
      for (const service of SERVICES)
        samples.get(service)!.push(rssMb(stack.children.get(service)!.pid!));
    };
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const soakFrom = Date.now();
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    await new Promise((resolve) => setTimeout(resolve, SOAK_MS));
    clearInterval(sampler);
    sample();
    await load.stop();

    const served = tally(load.between(soakFrom));
    const rows = SERVICES.map((service) => {
      const mb = samples.get(service)!;
      // Three samples at each end, so one GC's timing does not decide the verdict.
      const start = average(mb.slice(0, 3));
      const end = average(mb.slice(-3));
      return {
        check: `${service} RSS`,
        startMb: Number(start.toFixed(1)),
        endMb: Number(end.toFixed(1)),
        peakMb: Number(Math.max(...mb).toFixed(1)),
        growthPercent: Number((((end - start) / start) * 100).toFixed(1)),
      };
    });
    recordFigures('soak', [
      {
        check: `${SOAK_MS / 1000} s at ${RATE}/s after ${WARM_UP_MS / 1000} s warm-up`,
        sent: served.sent,
        served: served.served,
        errors: served.sent - served.served,
        slowestMs: served.slowestMs,
      },
      ...rows,
    ]);
    expect(served.sent).toBeGreaterThan(RATE * (SOAK_MS / 1000) * 0.9);
    expect(served.sent - served.served).toBe(0);
    for (const row of rows) {
      expect({
        process: row.check,
        growthUnder10Percent: row.growthPercent < MAX_GROWTH * 100,
      }).toEqual({
        process: row.check,
        growthUnder10Percent: true,
      });
    }
  });
});

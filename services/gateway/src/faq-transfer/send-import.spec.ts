import 'reflect-metadata';
import { FAQ_PATTERNS } from '@caddie/contracts';
import { ServiceClient } from '../transport/service-client';
import { ImportSummary } from './import-body-reader';
import { ImportPart } from './import-parts';
import { sendImport } from './send-import';

/** Parts as readImportBody yields them; `read` counts how many were taken. */
function partsOf(count: number, summary: ImportSummary = { format: 'csv' }) {
  const taken = { count: 0, stopped: false };
  async function* parts(): AsyncGenerator<ImportPart, ImportSummary> {
    try {
      for (let i = 0; i < count; i += 1) {
        taken.count += 1;
        yield { rows: [{ row: i + 1, item: i }] };
      }
    } finally {
      taken.stopped = true;
    }
    return summary;
  }
  return { parts: parts(), taken };
}

function fakeFaqService(failOnSeq?: number) {
  const sent: { pattern: string; data: { seq?: number } }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const client = {
    async send(pattern: string, data: { seq?: number }) {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      sent.push({ pattern, data });
      if (failOnSeq !== undefined && data.seq === failOnSeq)
        throw new Error('faq service unavailable');
      return { message: 'ok', imported: 1, removed: 0 };
    },
  } as unknown as ServiceClient;
  return { client, sent, mostInFlight: () => mostInFlight };
}

describe('sendImport', () => {
  it('sends every part, a few at a time, then the commit with the body summary', async () => {
    const faq = fakeFaqService();
    const { parts } = partsOf(10, { format: 'json', replaceExisting: true });
    await sendImport(faq.client, parts, 1000);
    const partMessages = faq.sent.filter((m) => m.pattern === FAQ_PATTERNS.IMPORT_PART);
    expect(partMessages.map((m) => m.data.seq).sort((a, b) => a! - b!)).toEqual([
      ...Array(10).keys(),
    ]);
    expect(faq.sent.at(-1)).toMatchObject({
      pattern: FAQ_PATTERNS.IMPORT_COMMIT,
      data: { parts: 10, format: 'json', replaceExisting: true },
    });
    expect(faq.mostInFlight()).toBeGreaterThan(1);
    expect(faq.mostInFlight()).toBeLessThanOrEqual(4);
  });

  it('stops taking parts and commits nothing once a part fails', async () => {
    const faq = fakeFaqService(0);
    const { parts, taken } = partsOf(100);
    await expect(sendImport(faq.client, parts, 1000)).rejects.toThrow('faq service unavailable');
    expect(faq.sent.some((m) => m.pattern === FAQ_PATTERNS.IMPORT_COMMIT)).toBe(false);
    expect(taken.count).toBeLessThan(10);
    expect(taken.stopped).toBe(true);
  });

  it('commits nothing when the body is refused part-way', async () => {
    const faq = fakeFaqService();
    async function* refused(): AsyncGenerator<ImportPart, ImportSummary> {
      yield { rows: [{ row: 1, item: 0 }] };
      throw new Error('The request body is not valid JSON.');
    }
    await expect(sendImport(faq.client, refused(), 1000)).rejects.toThrow('not valid JSON');
    expect(faq.sent.map((m) => m.pattern)).toEqual([FAQ_PATTERNS.IMPORT_PART]);
  });
});

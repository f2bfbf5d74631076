import 'reflect-metadata';
import { FAQ_PATTERNS, IMPORT_PART_MAX_LENGTH } from '@caddie/contracts';
import { ServiceClient } from '../transport/service-client';
import { csvParts, jsonParts, sendImport } from './send-import';

describe('import parts', () => {
  it('cuts CSV text into parts that join back to it exactly', () => {
    const text = 'question,answer\n' + 'Q?,"A, with ""quotes""\nand lines"\n'.repeat(100_000);
    const parts = [...csvParts(text)];
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.length <= IMPORT_PART_MAX_LENGTH)).toBe(true);
    expect(parts.join('')).toBe(text);
  });

  it('never cuts an emoji in two', () => {
    const text = 'x'.repeat(IMPORT_PART_MAX_LENGTH - 1) + '⛳🏌️' + 'y'.repeat(10);
    const parts = [...csvParts(text)];
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(part).toBe(Buffer.from(part, 'utf8').toString('utf8'));
  });

  it('sends an empty file as one empty part, for the faq service to refuse with its message', () => {
    expect([...csvParts('')]).toEqual(['']);
    expect([...jsonParts([])]).toEqual(['[]']);
  });

  it('splits a JSON list into lists within the part size that hold every FAQ in order', () => {
    const faqs = Array.from({ length: 5000 }, (_, i) => ({
      question: `Q${i}?`,
      answer: 'A'.repeat(500),
    }));
    const parts = [...jsonParts(faqs)];
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.length <= IMPORT_PART_MAX_LENGTH)).toBe(true);
    expect(parts.flatMap((part) => JSON.parse(part))).toEqual(faqs);
  });
});

describe('sendImport', () => {
  const csv = 'question,answer\n' + 'Q?,A\n'.repeat(IMPORT_PART_MAX_LENGTH * 2); // 10 parts

  function fakeFaqService(failOnSeq?: number) {
    const sent: { pattern: string; seq?: number }[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const client = {
      async send(pattern: string, data: { seq?: number }) {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        sent.push({ pattern, seq: data.seq });
        if (failOnSeq !== undefined && data.seq === failOnSeq)
          throw new Error('faq service unavailable');
        return { message: 'ok', imported: 1, removed: 0 };
      },
    } as unknown as ServiceClient;
    return { client, sent, mostInFlight: () => mostInFlight };
  }

  it('sends every part, a few at a time, then the commit', async () => {
    const parts = [...csvParts(csv)].length;
    const faq = fakeFaqService();
    await sendImport(faq.client, { csvData: csv }, 1000);
    const partSeqs = faq.sent.filter((m) => m.pattern === FAQ_PATTERNS.IMPORT_PART);
    expect(partSeqs.map((m) => m.seq).sort((a, b) => a! - b!)).toEqual([...Array(parts).keys()]);
    expect(faq.sent.at(-1)?.pattern).toBe(FAQ_PATTERNS.IMPORT_COMMIT);
    expect(faq.mostInFlight()).toBeGreaterThan(1);
    expect(faq.mostInFlight()).toBeLessThanOrEqual(4);
  });

  it('stops sending and commits nothing once a part fails', async () => {
    const faq = fakeFaqService(0);
    await expect(sendImport(faq.client, { csvData: csv }, 1000)).rejects.toThrow(
      'faq service unavailable',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(faq.sent.some((m) => m.pattern === FAQ_PATTERNS.IMPORT_COMMIT)).toBe(false);
    expect(faq.sent.length).toBeLessThan([...csvParts(csv)].length);
  });
});

import 'reflect-metadata';
import { FAQ_PATTERNS, Faq, FaqListPage } from '@caddie/contracts';
import { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { ServiceClient } from '../transport/service-client';
import { streamExport } from './stream-export';

function faq(id: number): Faq {
  const at = '2024-01-01T00:00:00.000Z';
  return {
    id,
    question: `Q${id}?`,
    answer: `A${id}.`,
    phrasings: [],
    isActive: true,
    createdAt: at,
    updatedAt: at,
  };
}

/** A faq service answering faq.list-page from these pages, in order. */
function faqService(...pages: Faq[][]) {
  const asked: unknown[] = [];
  const send = jest.fn(async (pattern: string, data: { afterId: number }) => {
    expect(pattern).toBe(FAQ_PATTERNS.LIST_PAGE);
    asked.push(data);
    const page = pages.find((faqs) => (faqs[0]?.id ?? Infinity) > data.afterId) ?? [];
    const answer: FaqListPage = {
      faqs: page,
      lastId: page.at(-1)?.id ?? data.afterId,
      done: page === pages.at(-1) || page.length === 0,
    };
    return answer;
  });
  return { client: { send } as unknown as ServiceClient, asked };
}

/** A reply that keeps what was sent, and the headers. */
function fakeReply() {
  const headers: Record<string, string> = {};
  let body: Readable | undefined;
  const reply = {
    status: () => reply,
    header: (name: string, value: string) => {
      headers[name] = value;
      return reply;
    },
    send: (stream: Readable) => {
      body = stream;
      return reply;
    },
  };
  const text = async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString();
  };
  return { reply: reply as unknown as FastifyReply, headers, text };
}

describe('streamExport', () => {
  it('asks for every FAQ page by page, each after the last id sent, and writes one file', async () => {
    const faq3 = [faq(1), faq(2), faq(3)];
    const { client, asked } = faqService(faq3.slice(0, 2), faq3.slice(2));
    const { reply, headers, text } = fakeReply();
    await streamExport(client, 'json', reply);
    expect(JSON.parse(await text()).faqs.map(({ id }: Faq) => id)).toEqual([1, 2, 3]);
    expect(asked).toEqual([
      { activeOnly: false, afterId: 0 },
      { activeOnly: false, afterId: 2 },
    ]);
    expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(headers['Content-Disposition']).toMatch(
      /^attachment; filename="faqs-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(headers['Cache-Control']).toBe('no-store');
  });

  it('streams CSV with its header once', async () => {
    const { client } = faqService([faq(1)], [faq(2)]);
    const { reply, headers, text } = fakeReply();
    await streamExport(client, 'csv', reply);
    expect((await text()).split('\n').map((line) => line.split(',')[0])).toEqual([
      'id',
      '1',
      '2',
      '',
    ]);
    expect(headers['Content-Type']).toBe('text/csv; charset=utf-8');
  });

  it('answers an error, and sends nothing, when the first page does not come', async () => {
    const send = jest.fn().mockRejectedValue(new Error('faq service unavailable'));
    const { reply, headers } = fakeReply();
    await expect(streamExport({ send } as unknown as ServiceClient, 'json', reply)).rejects.toThrow(
      'faq service unavailable',
    );
    expect(headers).toEqual({});
  });

  it('cuts the download off when a later page does not come', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce({ faqs: [faq(1)], lastId: 1, done: false })
      .mockRejectedValueOnce(new Error('faq service unavailable'));
    const { reply, text } = fakeReply();
    await streamExport({ send } as unknown as ServiceClient, 'json', reply);
    await expect(text()).rejects.toThrow('faq service unavailable');
  });
});

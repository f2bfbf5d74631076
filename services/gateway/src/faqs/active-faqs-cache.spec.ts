import 'reflect-metadata';
import { ServiceClient } from '../transport/service-client';
import { ActiveFaqsCache } from './active-faqs-cache';

/** A faq service whose answers the test hands out one by one. */
function faqService() {
  const pending: { resolve: (faqs: unknown) => void; reject: (error: Error) => void }[] = [];
  // Each answer is one whole list, sent back as a single last page.
  const send = jest.fn(() =>
    new Promise((resolve, reject) => pending.push({ resolve, reject })).then((faqs) => ({
      faqs,
      lastId: 0,
      done: true,
    })),
  );
  const cache = new ActiveFaqsCache({ send } as unknown as ServiceClient);
  return { cache, send, pending };
}

const text = async (body: Promise<Buffer>) => (await body).toString();

describe('ActiveFaqsCache', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the faq service once, however many requests wait, and keeps the JSON bytes', async () => {
    const { cache, send, pending } = faqService();
    const first = cache.get();
    const second = cache.get();
    pending[0].resolve([{ id: 1, question: 'Q?' }]);
    expect(await text(first)).toBe('[{"id":1,"question":"Q?"}]');
    expect(await text(second)).toBe('[{"id":1,"question":"Q?"}]');
    expect(await text(cache.get())).toBe('[{"id":1,"question":"Q?"}]');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks again after faq.changed', async () => {
    const { cache, send, pending } = faqService();
    const first = cache.get();
    pending[0].resolve([]);
    await first;
    cache.invalidate();
    const second = cache.get();
    pending[1].resolve([{ id: 2 }]);
    expect(await text(second)).toBe('[{"id":2}]');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not keep a list that was on its way while a change was announced', async () => {
    const { cache, send, pending } = faqService();
    const stale = cache.get();
    cache.invalidate();
    const fresh = cache.get();
    pending[0].resolve([{ id: 1 }]);
    pending[1].resolve([{ id: 1 }, { id: 2 }]);
    expect(await text(stale)).toBe('[{"id":1}]');
    expect(await text(fresh)).toBe('[{"id":1},{"id":2}]');
    expect(await text(cache.get())).toBe('[{"id":1},{"id":2}]');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next request asks again', async () => {
    const { cache, send, pending } = faqService();
    const failed = cache.get();
    pending[0].reject(new Error('faq service down'));
    await expect(failed).rejects.toThrow('faq service down');
    const retried = cache.get();
    pending[1].resolve([]);
    expect(await text(retried)).toBe('[]');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('asks again after 30 seconds even if no change was heard', async () => {
    jest.useFakeTimers({ now: 0 });
    const { cache, send, pending } = faqService();
    const first = cache.get();
    pending[0].resolve([]);
    await first;
    jest.setSystemTime(29_000);
    await cache.get();
    expect(send).toHaveBeenCalledTimes(1);
    jest.setSystemTime(31_000);
    const later = cache.get();
    pending[1].resolve([{ id: 3 }]);
    expect(await text(later)).toBe('[{"id":3}]');
    expect(send).toHaveBeenCalledTimes(2);
  });
});

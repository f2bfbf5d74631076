import 'reflect-metadata';
import { ServiceClient } from '../transport/service-client';
import { PopularFaqsCache } from './popular-faqs-cache';

/** A chat service whose answers the test hands out one by one. */
function chatService() {
  const pending: { resolve: (faqs: unknown) => void; reject: (error: Error) => void }[] = [];
  const send = jest.fn(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));
  const cache = new PopularFaqsCache({ send } as unknown as ServiceClient);
  return { cache, send, pending };
}

const RETURNS = [{ id: 1, question: 'What is your return policy?' }];

describe('PopularFaqsCache', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the chat service once, however many requests come together', async () => {
    const { cache, send, pending } = chatService();
    const first = cache.get();
    const second = cache.get();
    pending[0].resolve(RETURNS);
    await expect(first).resolves.toEqual(RETURNS);
    await expect(second).resolves.toEqual(RETURNS);
    await expect(cache.get()).resolves.toEqual(RETURNS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('chat.popular');
  });

  it('asks again once the list is ten seconds old', async () => {
    jest.useFakeTimers({ now: 0 });
    const { cache, send, pending } = chatService();
    const first = cache.get();
    pending[0].resolve(RETURNS);
    await first;
    jest.setSystemTime(9_999);
    void cache.get();
    expect(send).toHaveBeenCalledTimes(1);
    jest.setSystemTime(10_000);
    const second = cache.get();
    pending[1].resolve([]);
    await expect(second).resolves.toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    const { cache, send, pending } = chatService();
    const failed = cache.get();
    pending[0].reject(new Error('chat service did not answer'));
    await expect(failed).rejects.toThrow('chat service did not answer');
    const retried = cache.get();
    pending[1].resolve(RETURNS);
    await expect(retried).resolves.toEqual(RETURNS);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { FAQ_PATTERNS, Faq, FaqListPage } from '@caddie/contracts';
import { STARTUP_GRACE_SECONDS } from '@caddie/service-kit';
import { Observable, Subject, map, of, throwError } from 'rxjs';
import { FaqIndex } from './faq-index';
import { FaqIndexSync, LOAD_TIMEOUT_MS, RETRY_DELAY_MS } from './faq-index-sync.service';

function faq(id: number, question: string): Faq {
  return {
    id,
    question,
    answer: `Answer ${id}`,
    phrasings: [],
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

/** Each answer is one whole list, sent back as a single last page. */
function setup(...answers: (() => Observable<Faq[]>)[]) {
  const send = jest.fn();
  answers.forEach((answer) =>
    send.mockImplementationOnce(() =>
      answer().pipe(
        map((faqs): FaqListPage => ({ faqs, lastId: faqs.at(-1)?.id ?? 0, done: true })),
      ),
    ),
  );
  const close = jest.fn().mockResolvedValue(undefined);
  const index = new FaqIndex();
  const sync = new FaqIndexSync({ send, close } as unknown as ClientProxy, index);
  return { sync, send, close, index };
}

/** The FAQ the index would answer with, if any. */
function answeredBy(index: FaqIndex, text: string): number | undefined {
  // Which FAQ the index finds closest; whether it is sure enough to answer is the engine's
  // business (and needs more than one or two FAQs to be).
  const decision = index.decide(text);
  if (decision.kind === 'small-talk') return undefined;
  return decision.kind === 'none' ? decision.nearest[0]?.id : decision.hit.faq.id;
}

describe('FaqIndexSync', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads the active FAQs into the index', async () => {
    const { sync, send, index } = setup(() => of([faq(1, 'Return policy?')]));
    await sync.reload();
    expect(send).toHaveBeenCalledWith(FAQ_PATTERNS.LIST_PAGE, { activeOnly: true, afterId: 0 });
    expect(index.isLoaded).toBe(true);
    expect(index.size).toBe(1);
    expect(answeredBy(index, 'return')).toBe(1);
  });

  it('replaces the whole index on reload', async () => {
    const { sync, index } = setup(
      () => of([faq(1, 'Return policy?'), faq(2, 'Shipping time?')]),
      () => of([faq(3, 'Club fitting?')]),
    );
    await sync.reload();
    await sync.reload();
    expect(index.size).toBe(1);
    expect(answeredBy(index, 'return')).toBeUndefined();
    expect(answeredBy(index, 'fitting')).toBe(3);
  });

  it('runs exactly one more load for any number of reloads asked for during one', async () => {
    const first = new Subject<Faq[]>();
    const { sync, send, index } = setup(
      () => first,
      () => of([faq(2, 'Shipping time?')]),
    );
    const running = sync.reload();
    const overlapping = [sync.reload(), sync.reload(), sync.reload()];
    expect(send).toHaveBeenCalledTimes(1);
    first.next([faq(1, 'Return policy?')]);
    await Promise.all([running, ...overlapping]);
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(answeredBy(index, 'shipping')).toBe(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('retries a failed load after a delay until the faq service answers', async () => {
    jest.spyOn(process, 'uptime').mockReturnValue(STARTUP_GRACE_SECONDS);
    const { sync, send, index } = setup(
      () => throwError(() => new Error('connect ECONNREFUSED')),
      () => throwError(() => new Error('connect ECONNREFUSED')),
      () => of([faq(1, 'Return policy?')]),
    );
    await sync.reload();
    expect(index.isLoaded).toBe(false);
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(3);
    expect(index.size).toBe(1);
  });

  it('writes a failed load at start as a debug line: the faq service may not listen yet', async () => {
    jest.spyOn(process, 'uptime').mockReturnValue(STARTUP_GRACE_SECONDS - 1);
    const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    const { sync } = setup(() => throwError(() => new Error('connect ECONNREFUSED')));
    await sync.reload();
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
    expect(Logger.prototype.warn).not.toHaveBeenCalled();
  });

  it('gives up waiting for a load that never answers and retries it', async () => {
    const { sync, send } = setup(
      () => new Subject<Faq[]>(),
      () => of([]),
    );
    const running = sync.reload();
    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
    await running;
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops retrying and closes the client on shutdown', async () => {
    const { sync, send, close } = setup(() => throwError(() => new Error('down')));
    await sync.reload();
    await sync.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalled();
  });

  it('asks page after page until the last, and loads them all', async () => {
    const send = jest
      .fn()
      .mockReturnValueOnce(of({ faqs: [faq(1, 'Return policy?')], lastId: 1, done: false }))
      .mockReturnValueOnce(of({ faqs: [faq(7, 'Club fitting?')], lastId: 7, done: true }));
    const index = new FaqIndex();
    const sync = new FaqIndexSync({ send, close: jest.fn() } as unknown as ClientProxy, index);
    await sync.reload();
    expect(send.mock.calls.map(([, payload]) => payload)).toEqual([
      { activeOnly: true, afterId: 0 },
      { activeOnly: true, afterId: 1 },
    ]);
    expect(index.size).toBe(2);
  });
});

import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FaqIndex } from '../faq-index/faq-index';
import { LEARNING_POLL_MS, LearnedMessagesSync } from './learned-messages-sync';

/** A learning store in memory: the version row and the learned rows, as the SQL reads them. */
function store() {
  const state = { version: '0', rows: [{ id: 1, faq_id: 3, text: 'fitting price' }], down: false };
  const query = jest.fn(async (sql: string) => {
    if (state.down) throw new Error('connection refused');
    return sql.includes('learning_version') ? [{ version: state.version }] : state.rows;
  });
  return { state, query, dataSource: { query } as unknown as DataSource };
}

function setup() {
  const learning = store();
  const index = { replaceLearned: jest.fn() };
  const sync = new LearnedMessagesSync(learning.dataSource, index as unknown as FaqIndex);
  const rowReads = () =>
    learning.query.mock.calls.filter(([sql]) => sql.includes('FROM learned_messages')).length;
  return { ...learning, index, sync, rowReads };
}

describe('LearnedMessagesSync', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('hands the learned rows to the engine at start', async () => {
    const { sync, index } = setup();
    await sync.reload();
    expect(index.replaceLearned).toHaveBeenCalledWith([{ id: 1, faqId: 3, text: 'fitting price' }]);
  });

  it('reloads when another replica moved the version, and only then', async () => {
    const { sync, state, index, rowReads } = setup();
    sync.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    expect(rowReads()).toBe(1);
    await jest.advanceTimersByTimeAsync(3 * LEARNING_POLL_MS);
    expect(rowReads()).toBe(1);
    state.version = '1';
    state.rows = [];
    await jest.advanceTimersByTimeAsync(LEARNING_POLL_MS);
    expect(rowReads()).toBe(2);
    expect(index.replaceLearned).toHaveBeenLastCalledWith([]);
    sync.onApplicationShutdown();
  });

  it('keeps what it has while the store is down, says so once, and catches up', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const { sync, state, index } = setup();
    sync.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    state.down = true;
    await jest.advanceTimersByTimeAsync(3 * LEARNING_POLL_MS);
    expect(index.replaceLearned).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    state.down = false;
    state.version = '2';
    await jest.advanceTimersByTimeAsync(LEARNING_POLL_MS);
    expect(index.replaceLearned).toHaveBeenCalledTimes(2);
    sync.onApplicationShutdown();
  });

  it('coalesces changes during a load into one more load that sees them', async () => {
    const { sync, state, index, rowReads } = setup();
    const first = sync.reload();
    state.rows = [];
    const second = sync.reload();
    const third = sync.reload();
    await Promise.all([first, second, third]);
    expect(rowReads()).toBe(2);
    expect(index.replaceLearned).toHaveBeenLastCalledWith([]);
  });
});

import { Clock } from '../clock/clock';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { FaqUses } from './faq-uses';
import { PopularFaqsRefresh } from './popular-faqs-refresh';

const DAY_MS = 86_400_000;
const TODAY = Date.UTC(2026, 10, 30);

/** A refresh over counts given per window start, at a time the test sets. */
function setup(countsFrom: Record<number, [number, number][]>) {
  let now = new Date(TODAY + 15 * 3_600_000);
  const windows: [Date, Date][] = [];
  const uses = {
    count: jest.fn(async (from: Date, to: Date) => {
      windows.push([from, to]);
      const counts = countsFrom[from.getTime()];
      if (!counts) throw new Error('store down');
      return new Map(counts);
    }),
  };
  const index = { usePopularity: jest.fn() };
  const refresh = new PopularFaqsRefresh(
    uses as unknown as FaqUses,
    index as unknown as FaqIndex,
    { now: () => now } as Clock,
    { POPULAR_REFRESH_SECONDS: 60 } as ChatServiceConfig,
  );
  const setNow = (time: number) => (now = new Date(time));
  return { refresh, index, windows, setNow };
}

const iso = ([from, to]: [Date, Date]) => [from.toISOString(), to.toISOString()];

describe('PopularFaqsRefresh', () => {
  it('counts the last 30 days, today included, and ranks the FAQs by them', async () => {
    const { refresh, index, windows } = setup({
      [TODAY - 29 * DAY_MS]: [[5, 4]],
      [TODAY]: [
        [2, 3],
        [5, 1],
      ],
    });
    await refresh.refresh();
    expect(windows.map(iso)).toEqual([
      ['2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
      ['2026-11-30T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ]);
    expect(index.usePopularity).toHaveBeenLastCalledWith([5, 2]);
  });

  it('counts the past days once a day and today on every refresh', async () => {
    const { refresh, windows, setNow } = setup({
      [TODAY - 29 * DAY_MS]: [],
      [TODAY]: [],
      [TODAY - 28 * DAY_MS]: [],
      [TODAY + DAY_MS]: [],
    });
    await refresh.refresh();
    await refresh.refresh();
    expect(windows.map(([from]) => from.getTime())).toEqual([TODAY - 29 * DAY_MS, TODAY, TODAY]);
    setNow(TODAY + DAY_MS + 60_000); // a minute into the next UTC day: the window moves on
    await refresh.refresh();
    expect(windows.slice(3).map(iso)).toEqual([
      ['2026-11-02T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
      ['2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z'],
    ]);
  });

  it('keeps the last list when the store fails, and tries again next time', async () => {
    const { refresh, index, setNow } = setup({
      [TODAY - 29 * DAY_MS]: [[4, 1]],
      [TODAY]: [[4, 1]],
    });
    await refresh.refresh();
    expect(index.usePopularity).toHaveBeenCalledTimes(1);
    setNow(TODAY + DAY_MS); // no counts for the next day's window: the store "fails"
    await expect(refresh.refresh()).resolves.toBeUndefined();
    expect(index.usePopularity).toHaveBeenCalledTimes(1);
  });

  it('runs one refresh at a time', async () => {
    const { refresh, windows } = setup({ [TODAY - 29 * DAY_MS]: [], [TODAY]: [] });
    await Promise.all([refresh.refresh(), refresh.refresh()]);
    expect(windows).toHaveLength(2);
  });
});

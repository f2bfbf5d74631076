import { relativeTime } from './relative-time';

const now = new Date('2025-03-09T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says "now" for the last few seconds', () => {
    expect(relativeTime(before(10_000), now)).toBe('now');
  });

  it.each([
    [5 * MINUTE, '5 minutes ago'],
    [3 * HOUR, '3 hours ago'],
    [DAY, 'yesterday'],
    [3 * DAY, '3 days ago'],
    [10 * DAY, 'last week'],
    [17 * DAY, '2 weeks ago'],
    [45 * DAY, '2 months ago'],
    [400 * DAY, 'last year'],
  ])('names %i ms ago as "%s"', (ms, text) => {
    expect(relativeTime(before(ms), now)).toBe(text);
  });

  it('names a moment ahead of the clock (a server clock a little ahead)', () => {
    expect(relativeTime(new Date(now.getTime() + 2 * MINUTE), now)).toBe('in 2 minutes');
  });
});

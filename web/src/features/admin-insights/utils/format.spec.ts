import { formatCount, formatPercent, longDate, shareOf, shortDate, times } from './format';

describe('insights formatting', () => {
  it('writes counts with thousands separators and rates as whole percents', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatPercent(0.8333)).toBe('83%');
  });

  it('gives no share of nothing', () => {
    expect(shareOf(3, 4)).toBe(0.75);
    expect(shareOf(0, 0)).toBeNull();
  });

  it('names a UTC day the same wherever the browser is', () => {
    expect(shortDate('2025-03-09')).toBe('Mar 9');
    expect(longDate('2025-03-09')).toBe('Sun, Mar 9, 2025');
  });

  it('shows a day that does not parse as it came, rather than failing', () => {
    expect(shortDate('someday')).toBe('someday');
  });

  it('says "1 time" and "2 times"', () => {
    expect(times(1)).toBe('1 time');
    expect(times(2)).toBe('2 times');
  });
});

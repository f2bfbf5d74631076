import { chartTicks } from './chart-ticks';

const days = Array.from({ length: 30 }, (_, index) => `day-${index}`);

describe('chartTicks', () => {
  it('picks five evenly spaced days of thirty, the first and the last among them', () => {
    expect(chartTicks(days)).toEqual(['day-0', 'day-7', 'day-15', 'day-22', 'day-29']);
  });

  it('keeps every day when there are few', () => {
    expect(chartTicks(['a', 'b'])).toEqual(['a', 'b']);
  });
});

import { asPhrasing } from './as-phrasing';

describe('asPhrasing', () => {
  it('joins the lines of a question and trims it', () => {
    expect(asPhrasing('  can I return\n  a driver?\t')).toBe('can I return a driver?');
  });
});

import { FaqSearch } from './faq-search';
import { faq } from './faq.fixture';

/** Many FAQs of several words each, with phrasings: a build of about a second. */
const MANY = Array.from({ length: 3000 }, (_, i) =>
  faq(
    i + 1,
    `How long does delivery take for order type ${i} to region ${i % 97}?`,
    `Orders of type ${i} arrive within ${i % 9} working days; returns are free for 30 days.`,
    [`when will order ${i} arrive`, `shipping time for type ${i}`],
  ),
);

// Two builds of about a second each; on cores shared with other suites, several seconds each.
const BUILDS_TIMEOUT_MS = 30_000;

describe('FaqSearch built in slices', () => {
  it(
    'builds the same FAQ index in slices, with the event loop free in between',
    async () => {
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 1);
      const sliced = await FaqSearch.fromPages([MANY]);
      clearInterval(ticker);
      expect(ticks).toBeGreaterThan(5);
      const whole = new FaqSearch(MANY);
      for (const question of ['when will order 4321 arrive', 'shipping tiem type 17', 'pizza']) {
        expect(sliced.search(question)).toEqual(whole.search(question));
      }
      expect(sliced.size).toBe(3000);
    },
    BUILDS_TIMEOUT_MS,
  );
});

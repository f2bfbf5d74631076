import { DEMO_SHOP_PROFILE, ShopProfile } from '@caddie/answer-engine';
import { faq } from '@caddie/answer-engine/testing';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from './faq-index';

const FAQS = [
  faq(3, 'Do you offer club fitting?', 'Yes, book a fitting in store.'),
  faq(8, 'How much does a club fitting cost?', 'A full bag fitting costs $150.'),
  faq(12, 'What is your return policy?', 'Returns within 30 days.', ['Can I send it back?']),
  faq(15, 'Can I return used clubs?', 'Returns within 30 days.'),
];

describe('FaqIndex.faqOf', () => {
  it('gives each active FAQ by id with its own question and answer', async () => {
    const index = new FaqIndex();
    await index.replace([FAQS]);
    for (const { id, question, answer } of FAQS) {
      expect(index.faqOf(id)).toEqual({ id, question, answer });
    }
  });

  it('gives nothing for an id no active FAQ has', async () => {
    const index = new FaqIndex();
    await index.replace([FAQS]);
    expect(index.faqOf(4)).toBeUndefined();
    await index.replace([FAQS.filter((entry) => entry.id !== 8)]);
    expect(index.faqOf(8)).toBeUndefined();
  });
});

describe('FaqIndex and the shop profile', () => {
  const configWith = (changes: Partial<ShopProfile>) =>
    ({ shopProfile: { ...DEMO_SHOP_PROFILE, ...changes } }) as ChatServiceConfig;

  it("answers by the profile's bands and assistant", async () => {
    const demo = new FaqIndex();
    await demo.replace([FAQS]);
    expect(demo.decide('what is your return policy').kind).toBe('confident');
    expect(demo.decide('hi caddie').kind).toBe('small-talk');
    const never = { confident: 1, unsure: 1, unsureManyWays: 1 };
    const thresholds = { ...DEMO_SHOP_PROFILE.thresholds, ...never };
    const assistant = { ...DEMO_SHOP_PROFILE.assistant, names: ['spoke'] };
    const strict = new FaqIndex(configWith({ thresholds, assistant }));
    await strict.replace([FAQS]);
    expect(strict.decide('what is your return policy').kind).toBe('none');
    expect(strict.decide('hi spoke').kind).toBe('small-talk');
    expect(strict.decide('hi caddie').kind).not.toBe('small-talk');
  });

  it("declines what names one of the profile's words that point elsewhere", async () => {
    const vocabulary = { ...DEMO_SHOP_PROFILE.vocabulary, elsewhere: ['migros'] };
    const local = new FaqIndex(configWith({ vocabulary }));
    await local.replace([FAQS]);
    expect(local.decide('what is your return policy').kind).toBe('confident');
    expect(local.decide('what is the migros return policy').kind).toBe('none');
  });

  it("searches by the profile's weights", async () => {
    const searchWeights = { ...DEMO_SHOP_PROFILE.searchWeights, gramWeight: 3 };
    const [plain, lettered] = [new FaqIndex(), new FaqIndex(configWith({ searchWeights }))];
    await Promise.all([plain.replace([FAQS]), lettered.replace([FAQS])]);
    const decided = (index: FaqIndex) => index.decide('club fiting cost');
    expect(decided(lettered)).not.toEqual(decided(plain));
  });
});

import { Faq } from '@caddie/contracts';
import { composeReply, MIN_SCORE } from './compose-reply';

const CONTACT = 'support@fairwayandgreen.example';
const FAQ: Faq = {
  id: 7,
  question: 'What is your return policy?',
  answer: 'See <a href="https://example.com/returns">our returns page</a>.\nThirty days.',
  isActive: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('composeReply', () => {
  it('returns the FAQ answer verbatim for a match at the minimum score', () => {
    expect(composeReply({ faq: FAQ, score: MIN_SCORE }, CONTACT)).toEqual({
      text: FAQ.answer,
      faqId: 7,
      score: MIN_SCORE,
    });
  });

  it('returns the FAQ answer for a strong match', () => {
    expect(composeReply({ faq: FAQ, score: 3 }, CONTACT)).toMatchObject({
      text: FAQ.answer,
      faqId: 7,
    });
  });

  it('falls back, naming the support contact, for a match below the minimum score', () => {
    const reply = composeReply({ faq: FAQ, score: MIN_SCORE - 0.5 }, CONTACT);
    expect(reply.text).toContain(CONTACT);
    expect(reply.text).not.toContain(FAQ.answer);
    expect(reply).toMatchObject({ faqId: null, score: MIN_SCORE - 0.5 });
  });

  it('falls back, naming the support contact, when nothing matched', () => {
    const reply = composeReply(undefined, CONTACT);
    expect(reply.text).toContain(`please contact ${CONTACT}.`);
    expect(reply).toMatchObject({ faqId: null, score: null });
  });
});

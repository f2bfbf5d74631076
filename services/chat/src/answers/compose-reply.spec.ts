import { candidate } from './candidate.fixture';
import { composeReply } from './compose-reply';
import { faq } from '../search/faq.fixture';

const SETTINGS = {
  supportContact: 'support@shop.example',
  popularQuestions: ['Returns?', 'Shipping?', 'Fitting?'],
};
const RETURNS = faq(1, 'What is your return policy?', 'See https://shop.example/returns.');

describe('composeReply', () => {
  it('gives a confident answer verbatim, so its links survive', () => {
    const reply = composeReply(
      {
        kind: 'confident',
        hit: candidate(RETURNS, 0.9),
        related: [],
        followUp: false,
      },
      SETTINGS,
    );
    expect(reply).toEqual({ text: 'See https://shop.example/returns.', faqId: 1, score: 0.9 });
  });

  it('adds up to two related questions when unsure', () => {
    const related = [
      faq(2, 'Can I exchange an item?', 'Yes.'),
      faq(3, 'How long do refunds take?', '5 days.'),
    ];
    const reply = composeReply(
      {
        kind: 'unsure',
        hit: candidate(RETURNS, 0.7),
        related,
        followUp: false,
      },
      SETTINGS,
    );
    expect(reply.text).toContain('See https://shop.example/returns.');
    expect(reply.text).toContain('"Can I exchange an item?" or "How long do refunds take?"');
    expect(reply.faqId).toBe(1);
  });

  it('declines helpfully: says so, names close topics and how to reach a person', () => {
    const reply = composeReply({ kind: 'none', nearest: [], score: 0.1 }, SETTINGS);
    expect(reply.text).toMatch(/^I'm sorry, I don't have an answer for that\./);
    expect(reply.text).toContain('"Returns?", "Shipping?", "Fitting?"');
    expect(reply.text).toContain('support@shop.example');
    expect(reply.faqId).toBeNull();
  });

  it('answers small talk with the configured contact where it matters', () => {
    expect(composeReply({ kind: 'small-talk', smallTalk: 'human' }, SETTINGS).text).toContain(
      'support@shop.example',
    );
  });
});

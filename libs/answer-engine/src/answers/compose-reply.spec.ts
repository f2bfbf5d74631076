import { candidate } from './candidate.fixture';
import { composeReply } from './compose-reply';
import { faq } from '../search/faq.fixture';

const SHOP = {
  assistant: {
    replies: {
      greeting: 'Hi!',
      thanks: 'Welcome.',
      goodbye: 'Bye.',
      bot: 'A bot; people at {contact}.',
      human: 'Reach a person at {contact}.',
      decline: 'No answer.',
      declineTopics: 'Try {questions}.',
      declineContact: 'Or contact {contact}.',
      related: 'Or: {questions}',
    },
  },
  supportContact: 'support@shop.example',
};
const POPULAR = ['Returns?', 'Shipping?', 'Fitting?'];
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
      SHOP,
      POPULAR,
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
      SHOP,
      POPULAR,
    );
    expect(reply.text).toBe(
      'See https://shop.example/returns.\n\nOr: "Can I exchange an item?" or "How long do refunds take?"',
    );
    expect(reply.faqId).toBe(1);
  });

  it('declines helpfully: says so, names close topics and how to reach a person', () => {
    const reply = composeReply({ kind: 'none', nearest: [], score: 0.1 }, SHOP, POPULAR);
    expect(reply.text).toBe(
      'No answer. Try "Returns?", "Shipping?", "Fitting?". Or contact support@shop.example.',
    );
    expect(reply.faqId).toBeNull();
    expect(composeReply({ kind: 'none', nearest: [], score: 0.1 }, SHOP, []).text).toBe(
      'No answer. Or contact support@shop.example.',
    );
  });

  it("answers small talk in the shop's words, with the contact where they name it", () => {
    expect(composeReply({ kind: 'small-talk', smallTalk: 'human' }, SHOP, []).text).toBe(
      'Reach a person at support@shop.example.',
    );
    expect(composeReply({ kind: 'small-talk', smallTalk: 'thanks' }, SHOP, []).text).toBe(
      'Welcome.',
    );
  });
});

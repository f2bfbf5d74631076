import { faq } from '../search/faq.fixture';
import { choicePrompt } from './choice-prompt';

const RETURNS = faq(12, 'What is your return policy?', 'Returns within 30 days.', ['send back']);
const FITTING = faq(3, 'Do you offer club fitting?', 'Yes, book a fitting in store.');
const GIFTS = faq(20, 'Do you sell gift cards?', 'Yes, from $25.');
const SHIPPING = faq(5, 'How long does shipping take?', '3 to 5 days.');
const TRACKING = faq(7, 'How do I track my order?', 'Use the link in your email.');

describe('choicePrompt', () => {
  it('numbers the candidates from 1, questions and answers, and asks for one strict answer', () => {
    const [system] = choicePrompt('can i send it back', [RETURNS, FITTING]);
    expect(system.role).toBe('system');
    expect(system.content).toContain(
      'FAQ 1\nQuestion: What is your return policy?\nAnswer: Returns within 30 days.\n\n' +
        'FAQ 2\nQuestion: Do you offer club fitting?\nAnswer: Yes, book a fitting in store.',
    );
    expect(system.content).toContain('FAQ <number>');
    expect(system.content).toContain('reply: none');
    expect(system.content).toContain('Reply with nothing else');
  });

  it("sends the visitor's message alone as the user's, and nothing else of the FAQs", () => {
    const messages = choicePrompt('can i send it back', [RETURNS]);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toEqual({ role: 'user', content: 'can i send it back' });
    // Phrasings and ids stay in the service: only the question and answer identify an FAQ.
    expect(JSON.stringify(messages)).not.toContain('send back');
    expect(messages[0].content).not.toContain('12');
  });

  it('sends at most four candidates and the first 1,000 characters of an answer', () => {
    const long = faq(9, 'Tell me everything?', 'a'.repeat(5000));
    const [system] = choicePrompt('hi', [long, FITTING, GIFTS, SHIPPING, TRACKING]);
    expect(system.content).toContain('FAQ 4\nQuestion: How long does shipping take?');
    expect(system.content).not.toContain('FAQ 5');
    expect(system.content).not.toContain(TRACKING.question);
    expect(system.content).toContain(`Answer: ${'a'.repeat(1000)}\n`);
    expect(system.content).not.toContain('a'.repeat(1001));
  });
});

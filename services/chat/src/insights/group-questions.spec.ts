import { MissedQuestion, groupQuestions } from './group-questions';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
const declined = (text: string, minute = 0): MissedQuestion => ({
  text,
  reason: 'declined',
  faqId: null,
  askedAt: at(minute),
});

describe('groupQuestions', () => {
  it('puts wordings of one question together, named by the most asked wording', () => {
    const groups = groupQuestions([
      declined('Do you sell disc golf discs?', 1),
      declined('do you sell disc golf discs', 2),
      declined('Do you sell disc golf disc?', 3),
      declined('Can I pay with bitcoin?', 4),
    ]);
    expect(groups.map((group) => [group.question, group.count])).toEqual([
      ['do you sell disc golf discs', 3],
      ['Can I pay with bitcoin?', 1],
    ]);
    expect(groups[0].variants).toEqual(['Do you sell disc golf disc?']);
    expect(groups[0].lastAskedAt).toEqual(at(3));
  });

  it('merges questions whose terms are nearly the same, not ones that share a word or two', () => {
    const groups = groupQuestions([
      declined('Do you buy used golf clubs for cash?'),
      declined('Do you buy used golf clubs for cash today?'),
      declined('Do you rent golf clubs?'),
    ]);
    expect(groups.map((group) => group.count)).toEqual([2, 1]);
  });

  it('counts declines and not-helpful votes, and keeps which FAQs were not helpful', () => {
    const [group] = groupQuestions([
      declined('Is there a student discount?'),
      { text: 'student discount?', reason: 'not-helpful', faqId: 7, askedAt: at(9) },
    ]);
    expect(group).toMatchObject({ count: 2, declined: 1, notHelpful: 1 });
    expect([...group.unhelpfulFaqIds]).toEqual([7]);
  });

  it('keeps questions with no content words apart by their text', () => {
    const groups = groupQuestions([declined('???'), declined('???'), declined('!!!')]);
    expect(groups.map((group) => [group.question, group.count])).toEqual([
      ['???', 2],
      ['!!!', 1],
    ]);
  });
});

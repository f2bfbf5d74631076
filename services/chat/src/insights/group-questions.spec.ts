import { MissedQuestion, groupQuestions } from './group-questions';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));
const declined = (text: string, minute = 0): MissedQuestion => ({
  text,
  reason: 'declined',
  faqId: null,
  chosenFaqId: null,
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
      {
        text: 'student discount?',
        reason: 'not-helpful',
        faqId: 7,
        chosenFaqId: null,
        askedAt: at(9),
      },
    ]);
    expect(group).toMatchObject({ count: 2, declined: 1, notHelpful: 1 });
    expect([...group.unhelpfulFaqIds]).toEqual([7]);
  });

  it('names the FAQ visitors chose most from the suggestions, with how often', () => {
    const chose = (chosenFaqId: number | null, minute: number) => ({
      ...declined('Can you check my swing speed?', minute),
      chosenFaqId,
    });
    const [group] = groupQuestions([chose(4, 1), chose(9, 2), chose(null, 3), chose(9, 4)]);
    expect(group).toMatchObject({ count: 4, declined: 4, chosenFaq: { faqId: 9, count: 2 } });
    const [tied] = groupQuestions([chose(4, 5), chose(9, 2)]);
    expect(tied.chosenFaq).toEqual({ faqId: 4, count: 1 }); // the latest chosen on a tie
    expect(groupQuestions([chose(null, 1)])[0].chosenFaq).toBeNull();
  });

  it('keeps the FAQ an unsure answer gave when the visitor chose a suggestion instead', () => {
    const [group] = groupQuestions([
      {
        text: 'fitting price?',
        reason: 'chose-suggestion',
        faqId: 3,
        chosenFaqId: 8,
        askedAt: at(1),
      },
    ]);
    expect(group).toMatchObject({ count: 1, declined: 0, notHelpful: 0 });
    expect([...group.unhelpfulFaqIds]).toEqual([3]);
    expect(group.chosenFaq).toEqual({ faqId: 8, count: 1 });
  });

  it('keeps questions with no content words apart by their text', () => {
    const groups = groupQuestions([declined('???'), declined('???'), declined('!!!')]);
    expect(groups.map((group) => [group.question, group.count])).toEqual([
      ['???', 2],
      ['!!!', 1],
    ]);
  });
});

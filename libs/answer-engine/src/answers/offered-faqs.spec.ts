import { Decision } from './decision';
import { offeredFaqs } from './offered-faqs';

const faq = (id: number) => ({ id, question: `Question ${id}?`, answer: `Answer ${id}.` });
const popular = [1, 2, 3, 4].map((id) => ({ id, question: `Popular ${id}?` }));

describe('offeredFaqs', () => {
  it('offers at most four of a decline’s nearest topics, the popular ones when none was near', () => {
    const nearest = [5, 6, 7, 8, 9].map(faq);
    expect(
      offeredFaqs({ kind: 'none', nearest } as unknown as Decision, popular).map((f) => f.id),
    ).toEqual([5, 6, 7, 8]);
    expect(
      offeredFaqs({ kind: 'none', nearest: [] } as unknown as Decision, popular).map((f) => f.id),
    ).toEqual([1, 2, 3]);
  });

  it('offers the related questions of an answer and nothing for small talk', () => {
    const related = [faq(7)];
    expect(offeredFaqs({ kind: 'unsure', related } as unknown as Decision, popular)).toEqual([
      { id: 7, question: 'Question 7?' },
    ]);
    expect(offeredFaqs({ kind: 'small-talk' } as unknown as Decision, popular)).toEqual([]);
  });
});

import { TestStack } from '../../support/test-stack';
import { LearningAdmin, Visitor, answersById, madeUpQuestion } from './learning-clients';
import { ANSWERED_QUESTIONS } from './real-questions';

/** LEARNING=off through the running product: picks and votes work as ever, nothing is kept. */
export function offMode(stack: TestStack): void {
  it('keeps nothing from a pick or a helpful vote, and says learning is off', async () => {
    const answers = await answersById(stack);
    const visitor = await Visitor.start(stack);
    const offered = await visitor.askOffered(madeUpQuestion());
    const [{ faqId }] = offered.suggestions;
    expect((await visitor.pick(offered)).response).toBe(answers.get(faqId));
    const answered = await visitor.askAnswered(answers, ...ANSWERED_QUESTIONS.review);
    await visitor.rate(answered.messageId, true);
    const admin = await LearningAdmin.signIn(stack);
    expect(await admin.pending()).toEqual({ mode: 'off', faqs: [] });
    expect(await admin.learned()).toEqual([]);
  });
}

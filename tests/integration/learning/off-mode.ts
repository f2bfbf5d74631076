import { TestStack } from '../../support/test-stack';
import { LearningAdmin, Visitor, answersById, madeUpQuestion } from './learning-clients';

/** LEARNING=off through the running product: picks answer as ever, nothing is kept. */
export function offMode(stack: TestStack): void {
  it('keeps nothing from a pick, and says learning is off', async () => {
    const answers = await answersById(stack);
    const visitor = await Visitor.start(stack);
    const offered = await visitor.askOffered(madeUpQuestion());
    const [{ faqId }] = offered.suggestions;
    expect((await visitor.pick(offered)).response).toBe(answers.get(faqId));
    const admin = await LearningAdmin.signIn(stack);
    expect(await admin.pending()).toEqual({ mode: 'off', faqs: [] });
    expect(await admin.learned()).toEqual([]);
  });
}

import { TestStack } from '../../support/test-stack';
import { LearningAdmin, Visitor, answersById, learnedInEngine } from './learning-clients';
import { ANSWERED_QUESTIONS } from './real-questions';

/**
 * A "helpful" vote on an answer is evidence for its FAQ, as a pick is: kept for review, or
 * learned at once in LEARNING=auto with one session needed (`learnsAtOnce`); a vote taken back
 * takes it back.
 */
export function helpfulVotes(stack: TestStack, { learnsAtOnce }: { learnsAtOnce: boolean }): void {
  let admin: LearningAdmin;
  let answers: Map<number, string>;
  const engineCount = () => learnedInEngine(stack.servicePorts.chatHealth);

  beforeAll(async () => {
    admin = await LearningAdmin.signIn(stack);
    answers = await answersById(stack);
  });

  const questions = learnsAtOnce ? ANSWERED_QUESTIONS.auto : ANSWERED_QUESTIONS.review;
  const outcome = learnsAtOnce ? 'learns it at once' : 'keeps it for review';

  it(`${outcome} when a visitor rates the answer to their message helpful; taking the vote back takes it back`, async () => {
    const before = await engineCount();
    const visitor = await Visitor.start(stack);
    const { message, messageId, faqId } = await visitor.askAnswered(answers, ...questions);
    await visitor.rate(messageId, true);
    if (learnsAtOnce) {
      expect(await admin.learnedWith(message)).toMatchObject({
        faqId,
        source: 'helpful',
        decidedBy: 'auto',
        sessionId: visitor.sessionId,
      });
      expect(await engineCount()).toBe(before + 1);
    } else {
      expect(await admin.waiting(message)).toMatchObject({ faqId, source: 'helpful' });
      expect(await engineCount()).toBe(before);
    }
    await visitor.rate(messageId, false);
    expect(await admin.waiting(message)).toBeUndefined();
    expect(await admin.learnedWith(message)).toBeUndefined();
    expect(await engineCount()).toBe(before);
  });

  it('learns nothing from a helpful vote on a decline', async () => {
    const visitor = await Visitor.start(stack);
    const declined = await visitor.ask('Do you have zorbatel quimfrax?');
    expect([...answers.values()]).not.toContain(declined.response);
    await visitor.rate(declined.messageId, true);
    expect(await admin.waiting('Do you have zorbatel quimfrax?')).toBeUndefined();
    expect(await admin.learnedWith('Do you have zorbatel quimfrax?')).toBeUndefined();
  });
}

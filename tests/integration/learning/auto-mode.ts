import { TestStack } from '../../support/test-stack';
import {
  LearningAdmin,
  Visitor,
  answersById,
  learnedInEngine,
  madeUpQuestion,
} from './learning-clients';
import { REAL_QUESTIONS } from './real-questions';
import { helpfulVotes } from './helpful-votes';

/** LEARNING=auto through the running product, with the stack's LEARNING_MIN_SESSIONS. */
export function autoMode(stack: TestStack, minSessions: number): void {
  let admin: LearningAdmin;
  let answers: Map<number, string>;
  const engineCount = () => learnedInEngine(stack.servicePorts.chatHealth);

  beforeAll(async () => {
    admin = await LearningAdmin.signIn(stack);
    answers = await answersById(stack);
  });

  /** The same question asked and the same FAQ picked in `sessions` new chat sessions. */
  async function pickedBy(sessions: number, question = madeUpQuestion()) {
    let faqId: number | undefined;
    let visitor: Visitor | undefined;
    for (let session = 0; session < sessions; session += 1) {
      visitor = await Visitor.start(stack);
      const offered = await visitor.askOffered(question);
      faqId ??= offered.suggestions[0].faqId;
      expect((await visitor.pick(offered, faqId)).response).toBe(answers.get(faqId));
    }
    return { question, faqId: faqId!, visitor: visitor! };
  }

  if (minSessions > 1) {
    it(`waits for review until ${minSessions} chat sessions picked the same FAQ`, async () => {
      const before = await engineCount();
      const { question, faqId, visitor } = await pickedBy(minSessions - 1);
      // The same session picking again does not count twice.
      await visitor.pick(await visitor.askOffered(question), faqId);
      expect((await admin.pending()).mode).toBe('auto');
      expect(await admin.waiting(question)).toMatchObject({ faqId });
      expect(await admin.learnedWith(question)).toBeUndefined();
      expect(await engineCount()).toBe(before);
    });
  }

  it(`learns at once, automatically, once ${minSessions} chat session(s) picked the FAQ`, async () => {
    const before = await engineCount();
    const { question, faqId } = await pickedBy(minSessions);
    const learned = (await admin.learned()).filter((phrasing) => phrasing.text === question);
    expect(learned).toHaveLength(minSessions);
    for (const phrasing of learned) {
      expect(phrasing).toMatchObject({ faqId, decidedBy: 'auto', sessionId: expect.any(String) });
    }
    expect(await admin.waiting(question)).toBeUndefined();
    expect(await engineCount()).toBe(before + minSessions);
  });

  // Waits on the engine's matching of learned messages (FaqIndex.replaceLearned).
  it('answers a learned message directly when it is typed again in a new chat', async () => {
    const first = await Visitor.start(stack);
    const offered = await first.askOffered(...REAL_QUESTIONS.auto);
    const { faqId } = await pickedBy(minSessions, offered.message);
    const again = await (await Visitor.start(stack)).ask(offered.message);
    expect(again.response).toBe(answers.get(faqId));
    // A sure answer: no alternatives (related questions only, if a runner-up came close).
    expect(again.related ?? again.suggestions === undefined).toBe(true);
  });

  helpfulVotes(stack, { learnsAtOnce: minSessions === 1 });
}

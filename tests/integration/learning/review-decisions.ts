import { TestStack } from '../../support/test-stack';
import {
  LearningAdmin,
  Visitor,
  answersById,
  learnedInEngine,
  pickMadeUp,
} from './learning-clients';
import { REAL_QUESTIONS } from './real-questions';

/** The admin's review of what visitors' picks kept (LEARNING=review). */
export function reviewDecisions(stack: TestStack): void {
  let admin: LearningAdmin;
  let answers: Map<number, string>;
  const engineCount = () => learnedInEngine(stack.servicePorts.chatHealth);
  const pickedMadeUp = (visitor?: Visitor) => pickMadeUp(stack, visitor);

  beforeAll(async () => {
    admin = await LearningAdmin.signIn(stack);
    answers = await answersById(stack);
  });

  it('keeps a pick for review, grouped under the FAQ with its question and when', async () => {
    const before = await engineCount();
    const { offered, faqId } = await pickedMadeUp();
    const review = await admin.pending();
    expect(review.mode).toBe('review');
    const group = review.faqs.find((faq) => faq.faqId === faqId)!;
    expect(group.question).toBe(offered.suggestions[0].question);
    const evidence = group.messages.find((message) => message.text === offered.message)!;
    expect(evidence).toMatchObject({ unhelpfulVotes: 0 });
    expect(Date.now() - Date.parse(evidence.pickedAt)).toBeLessThan(60_000);
    expect(await admin.learnedWith(offered.message)).toBeUndefined();
    expect(await engineCount()).toBe(before);
  });

  it('learns an accepted message: in the engine at once, listed with where it came from', async () => {
    const { visitor, offered, faqId } = await pickedMadeUp();
    const { id } = (await admin.waiting(offered.message))!;
    const before = await engineCount();
    const accepted = await admin.accept(id);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      id,
      faqId,
      question: offered.suggestions[0].question,
      text: offered.message,
      sessionId: visitor.sessionId,
      decidedBy: 'admin',
      unhelpfulVotes: 0,
    });
    expect(await engineCount()).toBe(before + 1);
    expect(await admin.learnedWith(offered.message)).toEqual(accepted.json);
    expect(await admin.waiting(offered.message)).toBeUndefined();
    const again = await admin.accept(id);
    expect(again.status).toBe(404);
    expect(again.json.message).toMatch(/no longer waiting.*Reload the list\./);
  });

  // Waits on the engine's matching of learned messages (FaqIndex.replaceLearned).
  it('answers an accepted message directly when it is typed again in a new chat', async () => {
    const visitor = await Visitor.start(stack);
    const offered = await visitor.askOffered(...REAL_QUESTIONS.reviewAccepted);
    const [{ faqId }] = offered.suggestions;
    await visitor.pick(offered);
    await admin.accept((await admin.waiting(offered.message))!.id);
    const again = await (await Visitor.start(stack)).ask(offered.message);
    expect(again.response).toBe(answers.get(faqId));
    // A sure answer: no alternatives (related questions only, if a runner-up came close).
    expect(again.related ?? again.suggestions === undefined).toBe(true);
  });

  it('rejects a message in one click: out of review, and its words are not kept again', async () => {
    const { offered, faqId } = await pickedMadeUp();
    const { id } = (await admin.waiting(offered.message))!;
    const rejected = await admin.reject(id);
    expect([rejected.status, rejected.json]).toEqual([200, { id }]);
    expect(await admin.waiting(offered.message)).toBeUndefined();
    expect(await admin.learnedWith(offered.message)).toBeUndefined();
    const another = await Visitor.start(stack);
    const sameAgain = await another.askOffered(offered.message);
    await another.pick(sameAgain, faqId);
    expect(await admin.waiting(offered.message)).toBeUndefined();
  });

  it('accepts every message waiting for an FAQ in one click', async () => {
    const first = await pickedMadeUp();
    const second = await Visitor.start(stack);
    await second.pick(await second.askOffered(first.offered.message), first.faqId);
    const group = (await admin.pending()).faqs.find((faq) => faq.faqId === first.faqId)!;
    const waiting = group.messages.filter((message) => message.text === first.offered.message);
    expect(waiting).toHaveLength(2);
    const all = await admin.acceptAll(first.faqId);
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ faqId: first.faqId, accepted: group.messages.length });
    expect((await admin.pending()).faqs.map((faq) => faq.faqId)).not.toContain(first.faqId);
    const learned = (await admin.learned()).filter((each) => each.text === first.offered.message);
    expect(learned).toHaveLength(2);
  });

  it('removes a learned phrasing in one click: out of the engine at once, not learned again', async () => {
    const { offered, faqId } = await pickedMadeUp();
    await admin.accept((await admin.waiting(offered.message))!.id);
    const { id } = (await admin.learnedWith(offered.message))!;
    const before = await engineCount();
    const removed = await admin.remove(id);
    expect([removed.status, removed.json]).toEqual([200, { id }]);
    expect(await engineCount()).toBe(before - 1);
    expect(await admin.learnedWith(offered.message)).toBeUndefined();
    expect((await admin.remove(id)).status).toBe(404);
    const another = await Visitor.start(stack);
    await another.pick(await another.askOffered(offered.message), faqId);
    expect(await admin.waiting(offered.message)).toBeUndefined();
  });
}

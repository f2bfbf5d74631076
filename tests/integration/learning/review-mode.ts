import { TestStack } from '../../support/test-stack';
import {
  LearningAdmin,
  Visitor,
  answersById,
  learnedInEngine,
  madeUpQuestion,
} from './learning-clients';
import { REAL_QUESTIONS } from './real-questions';

/** The cap the review-mode stacks run with (LEARNING_MAX_PER_SESSION_HOUR). */
export const REVIEW_CAP = 2;

/** LEARNING=review (the default) through the running product; the stack has REVIEW_CAP. */
export function reviewMode(stack: TestStack): void {
  let admin: LearningAdmin;
  let answers: Map<number, string>;
  const engineCount = () => learnedInEngine(stack.servicePorts.chatHealth);

  beforeAll(async () => {
    admin = await LearningAdmin.signIn(stack);
    answers = await answersById(stack);
  });

  /** A made-up question asked and its first suggestion picked: waiting for review. */
  async function pickedMadeUp(visitor?: Visitor) {
    const asking = visitor ?? (await Visitor.start(stack));
    const offered = await asking.askOffered(madeUpQuestion());
    await asking.pick(offered);
    return { visitor: asking, offered, faqId: offered.suggestions[0].faqId };
  }

  it('refuses a pick of an FAQ the reply did not offer: answered as typed, nothing kept', async () => {
    const visitor = await Visitor.start(stack);
    const offered = await visitor.askOffered(madeUpQuestion());
    const offeredIds = offered.suggestions.map((suggestion) => suggestion.faqId);
    const notOffered = [...answers.keys()].find((id) => !offeredIds.includes(id))!;
    const refused = await visitor.client.post('/api/chat', {
      message: 'Zq',
      sessionId: visitor.sessionId,
      choice: { faqId: notOffered, messageId: offered.messageId },
    });
    expect(refused.status).toBe(200);
    expect(refused.json.response).not.toBe(answers.get(notOffered));
    expect(await admin.waiting(offered.message)).toBeUndefined();
    // What the reply did offer is still taken, and kept for review.
    expect((await visitor.pick(offered)).response).toBe(answers.get(offeredIds[0]));
    expect(await admin.waiting(offered.message)).toMatchObject({ faqId: offeredIds[0] });
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
    expect(again.suggestions).toBeUndefined();
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

  it('keeps a message without its email, phone number, URL or order number', async () => {
    const visitor = await Visitor.start(stack);
    const question = madeUpQuestion();
    const offered = await visitor.askOffered(
      `${question} I am ann.lee@example.com, order #10482, 415 555 0142, see https://x.example/a`,
    );
    await visitor.pick(offered);
    const texts = (await admin.pending()).faqs.flatMap((faq) => faq.messages.map((m) => m.text));
    const kept = texts.find((text) => text.startsWith(question))!;
    expect(kept).toBeDefined();
    expect(kept).not.toMatch(/@|\d|https?:|example/);
  });

  it('keeps nothing of a message that is mostly such a value', async () => {
    const count = async () => (await admin.pending()).faqs.flatMap((faq) => faq.messages).length;
    const before = await count();
    const visitor = await Visitor.start(stack);
    await visitor.pick(await visitor.askOffered('order 10482?', 'ann.lee@example.com', '#55102'));
    expect(await count()).toBe(before);
  });

  it(`keeps at most ${REVIEW_CAP} messages of one chat session an hour`, async () => {
    const visitor = await Visitor.start(stack);
    const picks = [];
    for (let i = 0; i <= REVIEW_CAP; i += 1) picks.push(await pickedMadeUp(visitor));
    const kept = await Promise.all(picks.map(({ offered }) => admin.waiting(offered.message)));
    expect(kept.map((evidence) => evidence !== undefined)).toEqual([
      ...Array(REVIEW_CAP).fill(true),
      false,
    ]);
    // The cap is per session: another visitor's pick is kept.
    const { offered } = await pickedMadeUp();
    expect(await admin.waiting(offered.message)).toBeDefined();
  });

  // Waits on the engine: only it says which learned message carried an answer.
  it('sends a learned phrasing back to review after 2 "not helpful" votes on its answers', async () => {
    const visitor = await Visitor.start(stack);
    const offered = await visitor.askOffered(...REAL_QUESTIONS.reviewVotes);
    await visitor.pick(offered);
    const { id } = (await admin.waiting(offered.message))!;
    await admin.accept(id);
    for (let vote = 0; vote < 2; vote += 1) {
      const voter = await Visitor.start(stack);
      const answered = await voter.ask(offered.message);
      expect(answered.suggestions).toBeUndefined();
      const rated = await voter.client.post('/api/chat/feedback', {
        messageId: answered.messageId,
        helpful: false,
      });
      expect(rated.status).toBe(200);
    }
    expect(await admin.learnedWith(offered.message)).toBeUndefined();
    expect(await admin.waiting(offered.message)).toMatchObject({ id, unhelpfulVotes: 2 });
  });

  it('keeps the learning routes for the signed-in admin', async () => {
    const visitor = await Visitor.start(stack);
    for (const response of [
      await visitor.client.get('/api/learning/pending'),
      await visitor.client.get('/api/learning/learned'),
      await visitor.client.post('/api/learning/1/accept'),
      await visitor.client.post('/api/learning/1/reject'),
      await visitor.client.post('/api/learning/faqs/1/accept-all'),
      await visitor.client.delete('/api/learning/1'),
    ]) {
      expect(response.status).toBe(401);
    }
  });
}

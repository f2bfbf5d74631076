import { TestStack } from '../../support/test-stack';
import {
  LearningAdmin,
  Visitor,
  answersById,
  madeUpQuestion,
  pickMadeUp,
} from './learning-clients';
import { REAL_QUESTIONS } from './real-questions';

/** The cap the review-mode stacks run with (LEARNING_MAX_PER_SESSION_HOUR). */
export const REVIEW_CAP = 2;

/**
 * The guards against poisoning, through the product: the pick check, personal values, the
 * per-session cap, votes against a learned phrasing, the admin-only routes. The stack runs
 * LEARNING=review with REVIEW_CAP.
 */
export function learningGuards(stack: TestStack): void {
  let admin: LearningAdmin;
  let answers: Map<number, string>;
  const pickedMadeUp = (visitor?: Visitor) => pickMadeUp(stack, visitor);

  beforeAll(async () => {
    admin = await LearningAdmin.signIn(stack);
    answers = await answersById(stack);
  });

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

  it('keeps a message without its email, phone number, URL or order number', async () => {
    const visitor = await Visitor.start(stack);
    const question = madeUpQuestion();
    const offered = await visitor.askOffered(
      // No word an FAQ knows but the question's: the telling clause is then the whole message.
      `${question} I am ann.lee@example.com, #10482, 415 555 0142, see https://x.example/a`,
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
      expect(answered.related ?? answered.suggestions === undefined).toBe(true);
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

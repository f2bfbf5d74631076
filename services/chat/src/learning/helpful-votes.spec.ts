import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { HelpfulVotes } from './helpful-votes';
import { LearnedMessagesSync } from './learned-messages-sync';
import { helpfulVoteLessons } from './pick-metrics';
import { PickOutcome, VisitorPicks } from './visitor-picks';

const REPLY = '7b0c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const SESSION = '5f0c7a8e-1111-4222-8333-944445555666';

/** The service over a reply the database finds as `answer` (none: not an answer). */
function setup(answer: object | undefined, { failing = false } = {}) {
  const dataSource = {
    query: jest.fn(async () => {
      if (failing) throw new Error('connection lost');
      return answer ? [answer] : [];
    }),
  };
  const picks = { learnFrom: jest.fn(async (): Promise<PickOutcome> => 'pending') };
  const votes = new HelpfulVotes(
    dataSource as unknown as DataSource,
    picks as unknown as VisitorPicks,
    { reload: jest.fn() } as unknown as LearnedMessagesSync,
  );
  return { votes, picks };
}

const counted = async (outcome: string) =>
  (await helpfulVoteLessons.get()).values.find((value) => value.labels.outcome === outcome)
    ?.value ?? 0;

describe('HelpfulVotes', () => {
  it('keeps the message an answer replied to as evidence for the FAQ it answered', async () => {
    const { votes, picks } = setup({ session_id: SESSION, faq_id: 7, asked: 'my order is late' });
    const before = await counted('pending');
    await votes.learnFrom(REPLY);
    expect(picks.learnFrom).toHaveBeenCalledWith({
      sessionId: SESSION,
      faqId: 7,
      asked: 'my order is late',
      sourceMessageId: REPLY,
      source: 'helpful',
    });
    expect(await counted('pending')).toBe(before + 1);
  });

  it('learns nothing from a vote on a reply that answered nothing', async () => {
    const { votes, picks } = setup(undefined);
    await votes.learnFrom(REPLY);
    expect(picks.learnFrom).not.toHaveBeenCalled();
  });

  it('never fails the vote: a database error is logged and counted', async () => {
    const { votes, picks } = setup(undefined, { failing: true });
    const before = await counted('failed');
    await expect(votes.learnFrom(REPLY)).resolves.toBeUndefined();
    await expect(votes.withdraw(REPLY)).resolves.toBeUndefined();
    expect(picks.learnFrom).not.toHaveBeenCalled();
    expect(await counted('failed')).toBe(before + 1);
  });
});

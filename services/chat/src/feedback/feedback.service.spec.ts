import 'reflect-metadata';
import { DomainError } from '@caddie/service-kit';
import { DataSource } from 'typeorm';
import { LearnedVotes } from '../learning/learned-votes';
import { FeedbackService } from './feedback.service';

const REPLY = '7b0c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';

/** The service over a reply whose earlier vote was `was`, carried by learned message `learnedId`. */
function setup(was: boolean | null, learnedId: number | null, { kept = true } = {}) {
  const rows = kept ? [{ was, learned_id: learnedId }] : [];
  const dataSource = { query: jest.fn(async () => [rows, rows.length]) };
  const votes = { count: jest.fn(async () => undefined) };
  const service = new FeedbackService(
    dataSource as unknown as DataSource,
    votes as unknown as LearnedVotes,
  );
  return { service, votes };
}

describe('FeedbackService and learned phrasings', () => {
  it('counts a "not helpful" against the learned message that carried the reply', async () => {
    const { service, votes } = setup(null, 41);
    await service.rate({ messageId: REPLY, helpful: false });
    expect(votes.count).toHaveBeenCalledWith(41, 1);
  });

  it('takes the count back when the visitor changes it to helpful', async () => {
    const { service, votes } = setup(false, 41);
    await service.rate({ messageId: REPLY, helpful: true });
    expect(votes.count).toHaveBeenCalledWith(41, -1);
  });

  it('counts nothing for the same vote again, a helpful vote, or a reply no learned message carried', async () => {
    for (const [was, helpful, learnedId] of [
      [false, false, 41],
      [null, true, 41],
      [true, true, 41],
      [null, false, null],
    ] as const) {
      const { service, votes } = setup(was, learnedId);
      await service.rate({ messageId: REPLY, helpful });
      expect(votes.count).not.toHaveBeenCalled();
    }
  });

  it('refuses a vote on a reply no longer kept, saying what to do', async () => {
    const { service, votes } = setup(null, 41, { kept: false });
    await expect(service.rate({ messageId: REPLY, helpful: false })).rejects.toThrow(DomainError);
    expect(votes.count).not.toHaveBeenCalled();
  });
});

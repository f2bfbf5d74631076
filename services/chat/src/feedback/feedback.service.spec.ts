import 'reflect-metadata';
import { DomainError } from '@caddie/service-kit';
import { DataSource } from 'typeorm';
import { HelpfulVotes } from '../learning/helpful-votes';
import { LearnedVotes } from '../learning/learned-votes';
import { FeedbackService } from './feedback.service';

const REPLY = '7b0c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';

/** The service over a reply whose earlier vote was `was`, carried by learned message `learnedId`. */
function setup(was: boolean | null, learnedId: number | null, { kept = true } = {}) {
  const rows = kept ? [{ was, learned_id: learnedId }] : [];
  const dataSource = { query: jest.fn(async () => [rows, rows.length]) };
  const votes = { count: jest.fn(async () => undefined) };
  const helpfulVotes = {
    learnFrom: jest.fn(async () => undefined),
    withdraw: jest.fn(async () => undefined),
  };
  const service = new FeedbackService(
    dataSource as unknown as DataSource,
    votes as unknown as LearnedVotes,
    helpfulVotes as unknown as HelpfulVotes,
  );
  return { service, votes, helpfulVotes };
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

describe('FeedbackService and helpful votes', () => {
  it('learns from a new helpful vote on a reply', async () => {
    for (const was of [null, false]) {
      const { service, helpfulVotes } = setup(was, null);
      await service.rate({ messageId: REPLY, helpful: true });
      expect(helpfulVotes.learnFrom).toHaveBeenCalledWith(REPLY);
      expect(helpfulVotes.withdraw).not.toHaveBeenCalled();
    }
  });

  it('takes the lesson back when the visitor changes a helpful vote to not helpful', async () => {
    const { service, helpfulVotes } = setup(true, null);
    await service.rate({ messageId: REPLY, helpful: false });
    expect(helpfulVotes.withdraw).toHaveBeenCalledWith(REPLY);
    expect(helpfulVotes.learnFrom).not.toHaveBeenCalled();
  });

  it('learns nothing from the same helpful vote again, or from a not helpful one', async () => {
    for (const [was, helpful] of [
      [true, true],
      [null, false],
      [false, false],
    ] as const) {
      const { service, helpfulVotes } = setup(was, null);
      await service.rate({ messageId: REPLY, helpful });
      expect(helpfulVotes.learnFrom).not.toHaveBeenCalled();
      expect(helpfulVotes.withdraw).not.toHaveBeenCalled();
    }
  });
});

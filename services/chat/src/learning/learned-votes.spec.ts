import { DataSource, EntityManager } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';
import { LearnedMessagesSync } from './learned-messages-sync';
import { LearnedVotes } from './learned-votes';

/** LearnedVotes over a learned message whose count, once changed, reads `after`. */
function setup(after: { status: string; unhelpful_votes: number }) {
  const statements: string[] = [];
  const manager = {
    query: jest.fn(async (sql: string) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return sql.includes('unhelpful_votes + $2') ? [[after], 1] : [[], 0];
    }),
  };
  const dataSource = {
    transaction: async (work: (manager: EntityManager) => unknown) =>
      work(manager as unknown as EntityManager),
  };
  const sync = { reload: jest.fn(async () => undefined) };
  const votes = new LearnedVotes(
    dataSource as unknown as DataSource,
    { LEARNING_MAX_UNHELPFUL: 2 } as ChatServiceConfig,
    sync as unknown as LearnedMessagesSync,
  );
  const sentBack = () => statements.some((sql) => sql.includes("SET status = 'pending'"));
  return { votes, sync, statements, sentBack };
}

describe('LearnedVotes', () => {
  it('keeps a learned phrasing in the engine below LEARNING_MAX_UNHELPFUL votes', async () => {
    const { votes, sync, sentBack } = setup({ status: 'learned', unhelpful_votes: 1 });
    await votes.count(41, 1);
    expect(sentBack()).toBe(false);
    expect(sync.reload).not.toHaveBeenCalled();
  });

  it('sends it back to review at LEARNING_MAX_UNHELPFUL, out of the engine on every replica', async () => {
    const { votes, sync, statements, sentBack } = setup({ status: 'learned', unhelpful_votes: 2 });
    await votes.count(41, 1);
    expect(sentBack()).toBe(true);
    expect(statements).toContain('UPDATE learning_version SET version = version + 1');
    expect(sync.reload).toHaveBeenCalledTimes(1);
  });

  it('only counts on a message already waiting for review or rejected', async () => {
    for (const status of ['pending', 'rejected']) {
      const { votes, sentBack } = setup({ status, unhelpful_votes: 5 });
      await votes.count(41, 1);
      expect(sentBack()).toBe(false);
    }
  });
});

import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Clock } from '../../services/chat/src/clock/clock';
import { ChatServiceConfig } from '../../services/chat/src/config/chat-service.config';
import { CHAT_MIGRATIONS } from '../../services/chat/src/migrations';
import {
  RETENTION_INTERVAL,
  TranscriptRetention,
} from '../../services/chat/src/retention/transcript-retention';
import { TestDatabases, createTestDatabases } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-06-30T12:00:00.000Z');

/** A clock that says what the test tells it. */
class FakeClock extends Clock {
  constructor(public current: Date) {
    super();
  }
  now(): Date {
    return this.current;
  }
}

describeWithRealStores('transcript retention (real Postgres, fake clock)', () => {
  let databases: TestDatabases;
  let dataSource: DataSource;

  beforeAll(async () => {
    databases = await createTestDatabases();
    dataSource = new DataSource({
      type: 'postgres',
      url: databases.chatUrl,
      migrations: CHAT_MIGRATIONS,
      migrationsRun: true,
    });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await databases?.drop();
  });

  /** A request left for the team, with an email address, `daysOld` days before NOW. */
  async function handoff(email: string, daysOld: number): Promise<void> {
    const at = new Date(NOW.getTime() - daysOld * DAY_MS);
    await dataSource.query(
      `INSERT INTO handoff_requests (session_id, email, transcript, created_at)
       VALUES ('s', $1, '[]'::jsonb, $2)`,
      [email, at],
    );
  }

  /** A session and one visitor line, both `daysOld` days before NOW. */
  async function conversation(name: string, daysOld: number): Promise<void> {
    const at = new Date(NOW.getTime() - daysOld * DAY_MS);
    const id = `00000000-0000-4000-8000-${String(name.length * 1000 + daysOld).padStart(12, '0')}`;
    await dataSource.query('INSERT INTO chat_sessions (id, created_at) VALUES ($1, $2)', [id, at]);
    await dataSource.query(
      `INSERT INTO chat_messages (id, session_id, sender, text, created_at)
       VALUES (gen_random_uuid(), $1, 'visitor', $2, $3)`,
      [id, name, at],
    );
  }

  function retention(clock: Clock, days: number): TranscriptRetention {
    const config = Object.assign(new ChatServiceConfig(), {
      RETENTION_DAYS: days,
      RETENTION_CLEANUP_MINUTES: 60,
    });
    return new TranscriptRetention(dataSource, config, clock, new SchedulerRegistry());
  }

  const kept = async () =>
    (
      await dataSource.query<{ text: string }[]>(
        'SELECT text FROM chat_messages ORDER BY created_at',
      )
    ).map((row) => row.text);

  it('deletes lines and sessions older than the period, as the clock moves on', async () => {
    await conversation('a year old', 365);
    await conversation('91 days old', 91);
    await conversation('89 days old', 89);
    await conversation('yesterday', 1);
    await handoff('old@example.com', 91);
    await handoff('new@example.com', 1);
    const clock = new FakeClock(NOW);
    const cleanup = retention(clock, 90);

    expect(await cleanup.run()).toEqual({
      messages: 2,
      sessions: 2,
      handoffs: 1,
      learningLinks: 0,
    });
    expect(await kept()).toEqual(['89 days old', 'yesterday']);
    // A request goes with its email address: nothing of it is kept anywhere else.
    const emails = await dataSource.query('SELECT email FROM handoff_requests');
    expect(emails).toEqual([{ email: 'new@example.com' }]);

    clock.current = new Date(NOW.getTime() + 2 * DAY_MS); // two days on
    expect(await cleanup.run()).toEqual({
      messages: 1,
      sessions: 1,
      handoffs: 0,
      learningLinks: 0,
    });
    expect(await kept()).toEqual(['yesterday']);

    expect(await cleanup.run()).toEqual({
      messages: 0,
      sessions: 0,
      handoffs: 0,
      learningLinks: 0,
    });
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM chat_sessions');
    expect(count).toBe(1);
  });

  it('deletes a request left for the team with the oldest message it copies', async () => {
    await dataSource.query('DELETE FROM handoff_requests');
    // Both left yesterday; one copies a conversation that began 91 days ago.
    const left = (email: string, copiedDaysOld: number) =>
      dataSource.query(
        `INSERT INTO handoff_requests (session_id, email, transcript, created_at, kept_from)
         VALUES ('s', $1, '[]'::jsonb, $2, $3)`,
        [email, new Date(NOW.getTime() - DAY_MS), new Date(NOW.getTime() - copiedDaysOld * DAY_MS)],
      );
    await left('old-copy@example.com', 91);
    await left('recent-copy@example.com', 89);
    expect(await retention(new FakeClock(NOW), 90).run()).toMatchObject({ handoffs: 1 });
    const emails = await dataSource.query('SELECT email FROM handoff_requests');
    expect(emails).toEqual([{ email: 'recent-copy@example.com' }]);
  });

  it('keeps what visitors taught, but not which conversation it came from', async () => {
    const taught = (text: string, daysOld: number) =>
      dataSource.query(
        `INSERT INTO learned_messages (faq_id, text, match_key, session_id, source_message_id,
                                       status, decided_by, created_at, decided_at)
         VALUES (3, $1, $2, 's', gen_random_uuid(), 'learned', 'auto', $3, $3)`,
        [text, text, new Date(NOW.getTime() - daysOld * DAY_MS)],
      );
    await taught('old lesson', 91);
    await taught('new lesson', 1);
    expect(await retention(new FakeClock(NOW), 90).run()).toMatchObject({ learningLinks: 1 });
    const rows = await dataSource.query(
      `SELECT text, session_id IS NULL AS unlinked, source_message_id IS NULL AS no_reply, status
         FROM learned_messages ORDER BY created_at`,
    );
    expect(rows).toEqual([
      { text: 'old lesson', unlinked: true, no_reply: true, status: 'learned' },
      { text: 'new lesson', unlinked: false, no_reply: false, status: 'learned' },
    ]);
  });

  it('follows RETENTION_DAYS', async () => {
    await dataSource.query('DELETE FROM chat_messages');
    await conversation('8 days old', 8);
    await conversation('6 days old', 6);
    expect(await retention(new FakeClock(NOW), 7).run()).toMatchObject({ messages: 1 });
    expect(await kept()).toEqual(['6 days old']);
  });

  it('deletes a backlog larger than one batch (batches keep each transaction short)', async () => {
    await dataSource.query('DELETE FROM chat_messages');
    await dataSource.query(
      `INSERT INTO chat_messages (id, session_id, sender, text, created_at)
       SELECT gen_random_uuid(), 'backlog', 'visitor', 'old ' || n, $1
         FROM generate_series(1, 12001) AS n`,
      [new Date(NOW.getTime() - 100 * DAY_MS)],
    );
    expect(await retention(new FakeClock(NOW), 90).run()).toMatchObject({ messages: 12_001 });
    expect(await kept()).toEqual([]);
  });

  it('runs at start and then on its schedule, registered with the scheduler', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const scheduler = new SchedulerRegistry();
      const config = Object.assign(new ChatServiceConfig(), { RETENTION_CLEANUP_MINUTES: 30 });
      const cleanup = new TranscriptRetention(dataSource, config, new FakeClock(NOW), scheduler);
      const run = jest
        .spyOn(cleanup, 'run')
        .mockResolvedValue({ messages: 0, sessions: 0, handoffs: 0, learningLinks: 0 });
      cleanup.onApplicationBootstrap();
      expect(run).toHaveBeenCalledTimes(1);
      expect(scheduler.getIntervals()).toEqual([RETENTION_INTERVAL]);
      jest.advanceTimersByTime(29 * 60_000);
      expect(run).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(60_000);
      expect(run).toHaveBeenCalledTimes(2);
      jest.advanceTimersByTime(60 * 60_000);
      expect(run).toHaveBeenCalledTimes(4);
      clearInterval(scheduler.getInterval(RETENTION_INTERVAL));
    } finally {
      jest.useRealTimers();
    }
  });
});

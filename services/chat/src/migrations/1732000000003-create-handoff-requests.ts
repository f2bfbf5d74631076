import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Questions visitors leave for the shop's team ("Leave your question for our team"), each with
 * the conversation so far, copied: a request outlives nothing, it goes with the transcripts'
 * retention, and its email address with it. The webhook columns are an outbox: a request
 * waits there until the shop's helpdesk has taken it.
 */
export class CreateHandoffRequests1732000000003 implements MigrationInterface {
  name = 'CreateHandoffRequests1732000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE handoff_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id varchar(100) NOT NULL,
        name varchar(100),
        email varchar(254) NOT NULL,
        transcript jsonb NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        done_at timestamptz,
        webhook_attempts integer NOT NULL DEFAULT 0,
        webhook_next_at timestamptz,
        webhook_delivered_at timestamptz
      )`);
    await runner.query(
      'CREATE INDEX handoff_requests_status_created ON handoff_requests (status, created_at)',
    );
    await runner.query(
      `CREATE INDEX handoff_requests_webhook_due ON handoff_requests (webhook_next_at)
         WHERE webhook_delivered_at IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE handoff_requests');
  }
}

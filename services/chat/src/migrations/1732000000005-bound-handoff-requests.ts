import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the bounded handoff requests need (issue 33): the admin's list pages through summaries
 * (question, line count) without reading the conversations; the per-email limit counts by a
 * normalised address; a request goes when the oldest message it copies would (kept_from, the
 * time of that message; null for none), or RETENTION_DAYS after it was left, whichever is first; a
 * webhook delivery that gave up is kept as dead, with the last error, for the Requests view.
 */
export class BoundHandoffRequests1732000000005 implements MigrationInterface {
  name = 'BoundHandoffRequests1732000000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE handoff_requests
        ADD COLUMN email_key varchar(254),
        ADD COLUMN question varchar(200) NOT NULL DEFAULT '',
        ADD COLUMN line_count integer NOT NULL DEFAULT 0,
        ADD COLUMN kept_from timestamptz,
        ADD COLUMN webhook_last_error varchar(300),
        ADD COLUMN webhook_dead_at timestamptz`);
    // The rules of handoff-limits.ts (emailKey) and handoff-transcript.ts, in SQL, once.
    await runner.query(`
      UPDATE handoff_requests SET
        email_key = regexp_replace(lower(trim(email)), '\\+[^@]*@', '@'),
        line_count = jsonb_array_length(transcript),
        question = COALESCE((
          SELECT left(line->>'text', 200) FROM jsonb_array_elements(transcript)
                 WITH ORDINALITY AS lines(line, n)
           WHERE line->>'sender' = 'visitor' ORDER BY n DESC LIMIT 1), ''),
        kept_from = (
          SELECT min((line->>'at')::timestamptz) FROM jsonb_array_elements(transcript) AS line)`);
    await runner.query('DROP INDEX handoff_requests_status_created');
    await runner.query(
      'CREATE INDEX handoff_requests_page ON handoff_requests (created_at DESC, id DESC)',
    );
    await runner.query(
      `CREATE INDEX handoff_requests_status_page
         ON handoff_requests (status, created_at DESC, id DESC)`,
    );
    await runner.query(
      'CREATE INDEX handoff_requests_email ON handoff_requests (email_key, created_at)',
    );
    await runner.query(
      `CREATE INDEX handoff_requests_open_session ON handoff_requests (session_id)
         WHERE status = 'open'`,
    );
    await runner.query('CREATE INDEX handoff_requests_kept_from ON handoff_requests (kept_from)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const index of ['page', 'status_page', 'email', 'open_session', 'kept_from'])
      await runner.query(`DROP INDEX handoff_requests_${index}`);
    await runner.query(
      'CREATE INDEX handoff_requests_status_created ON handoff_requests (status, created_at)',
    );
    await runner.query(`
      ALTER TABLE handoff_requests
        DROP COLUMN email_key, DROP COLUMN question, DROP COLUMN line_count,
        DROP COLUMN kept_from, DROP COLUMN webhook_last_error, DROP COLUMN webhook_dead_at`);
  }
}

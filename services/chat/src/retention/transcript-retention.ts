import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { ChatServiceConfig } from '../config/chat-service.config';

const DAY_MS = 86_400_000;
/** Rows per DELETE: short transactions, so replies written meanwhile never wait long. */
const BATCH = 5000;
export const RETENTION_INTERVAL = 'transcript-retention';

export interface RetentionResult {
  messages: number;
  sessions: number;
  /** Handoff requests, with the visitor's email address on each. */
  handoffs: number;
  /** Learned messages whose link to their chat session and reply went (the text stays). */
  learningLinks: number;
}

/**
 * Transcripts are kept RETENTION_DAYS days, then deleted: at start and every
 * RETENTION_CLEANUP_MINUTES. Replicas may run it at once; a row deleted twice is simply gone.
 */
@Injectable()
export class TranscriptRetention implements OnApplicationBootstrap {
  private readonly logger = new Logger(TranscriptRetention.name);
  private running?: Promise<RetentionResult>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ChatServiceConfig,
    private readonly clock: Clock,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.RETENTION_CLEANUP_MINUTES * 60_000;
    const timer = setInterval(() => void this.runLogged(), every);
    timer.unref();
    this.scheduler.addInterval(RETENTION_INTERVAL, timer);
    void this.runLogged();
  }

  /** Deletes what is older than the retention period; one run at a time. */
  run(): Promise<RetentionResult> {
    this.running ??= this.deleteExpired().finally(() => (this.running = undefined));
    return this.running;
  }

  private async deleteExpired(): Promise<RetentionResult> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.RETENTION_DAYS * DAY_MS);
    const messages = await this.deleteInBatches(
      `DELETE FROM chat_messages WHERE id IN (
         SELECT id FROM chat_messages WHERE created_at < $1 LIMIT ${BATCH})`,
      cutoff,
    );
    // A session is only an id and a date: it goes once it is old and its messages are gone.
    const sessions = await this.deleteInBatches(
      `DELETE FROM chat_sessions WHERE id IN (
         SELECT s.id FROM chat_sessions s
          WHERE s.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = s.id::varchar)
          LIMIT ${BATCH})`,
      cutoff,
    );
    // A request left for the team is kept as long as the transcript it copies, no longer: it
    // goes with the oldest message it copies (kept_from), on the messages' own schedule. The
    // whole request, not just those lines: a conversation is one page load, minutes long, so
    // the request goes within minutes of its date, and nothing half-erased is ever shown.
    const handoffs = await this.deleteInBatches(
      `DELETE FROM handoff_requests WHERE id IN (
         SELECT id FROM handoff_requests WHERE created_at < $1
         UNION SELECT id FROM handoff_requests WHERE kept_from < $1
         LIMIT ${BATCH})`,
      cutoff,
    );
    // What a visitor taught outlives the conversation (it holds no personal values), but not
    // which conversation it came from.
    const learningLinks = await this.deleteInBatches(
      `UPDATE learned_messages SET session_id = NULL, source_message_id = NULL WHERE id IN (
         SELECT id FROM learned_messages
          WHERE created_at < $1 AND (session_id IS NOT NULL OR source_message_id IS NOT NULL)
          LIMIT ${BATCH})`,
      cutoff,
    );
    return { messages, sessions, handoffs, learningLinks };
  }

  private async deleteInBatches(sql: string, cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted]: [unknown, number] = await this.dataSource.query(sql, [cutoff]);
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }

  private async runLogged(): Promise<void> {
    try {
      const { messages, sessions, handoffs, learningLinks } = await this.run();
      if (messages + sessions + handoffs + learningLinks > 0) {
        this.logger.log(
          `Retention: deleted ${messages} messages, ${sessions} sessions and ${handoffs} handoff requests older than ${this.config.RETENTION_DAYS} days, and unlinked ${learningLinks} learned messages from theirs`,
        );
      }
    } catch (error) {
      // The next run tries again; a store outage must not stop the service.
      this.logger.warn(`Retention cleanup failed, will retry: ${(error as Error).message}`);
    }
  }
}

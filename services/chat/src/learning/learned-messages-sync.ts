import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FaqIndex } from '../faq-index/faq-index';

/**
 * How often each replica asks whether what is learned changed: one primary-key read of a
 * one-row table, so a change made through another replica reaches this one within seconds.
 */
export const LEARNING_POLL_MS = 2000;

/**
 * Keeps the engine's learned messages equal to the learned rows: loaded at start, again after
 * every change made here, and whenever the learning version (raised with every change, on
 * any replica) moves. Reloads never overlap: a change during one causes exactly one more.
 */
@Injectable()
export class LearnedMessagesSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LearnedMessagesSync.name);
  private loadedVersion?: string;
  private running?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;
  /** Set while the store does not answer: an outage is logged once, not every poll. */
  private failing = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly index: FaqIndex,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.poll(), LEARNING_POLL_MS);
    this.timer.unref();
    void this.reload();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Loads the learned rows into the engine; resolves once a load that began after the call is done. */
  reload(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running.then(() => this.running);
    }
    this.running = this.load().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.reload();
      }
    });
    return this.running;
  }

  private async poll(): Promise<void> {
    try {
      if ((await this.currentVersion()) !== this.loadedVersion) await this.reload();
    } catch (error) {
      // The next poll tries again: a store outage must not stop the service.
      this.failed('read the learning version', error);
    }
  }

  private failed(what: string, error: unknown): void {
    if (!this.failing)
      this.logger.warn(`Could not ${what}, will retry: ${(error as Error).message}`);
    this.failing = true;
  }

  private async load(): Promise<void> {
    try {
      // The version first: a change committed meanwhile is then loaded again on the next poll.
      const version = await this.currentVersion();
      const rows: { id: number; faq_id: number; text: string }[] = await this.dataSource.query(
        `SELECT id, faq_id, text FROM learned_messages WHERE status = 'learned' ORDER BY id`,
      );
      await this.index.replaceLearned(
        rows.map((row) => ({ id: row.id, faqId: row.faq_id, text: row.text })),
      );
      this.loadedVersion = version;
      if (this.failing) this.logger.log('Learned messages loaded again');
      this.failing = false;
    } catch (error) {
      this.failed('load the learned messages', error);
    }
  }

  private async currentVersion(): Promise<string> {
    const [row]: { version: string }[] = await this.dataSource.query(
      'SELECT version FROM learning_version',
    );
    return String(row?.version);
  }
}

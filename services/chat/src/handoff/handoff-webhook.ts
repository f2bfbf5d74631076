import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HandoffWebhookEvent } from '@caddie/contracts';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';
import { HANDOFF_COLUMNS, HandoffRow, toHandoffRequest } from './handoff-rows';

/** Requests taken per round; a replica claims them for LEASE_SECONDS so no other sends them. */
const BATCH = 10;
const LEASE_SECONDS = 60;
const MAX_WAIT_MS = 3_600_000;
const SEND_TIMEOUT_MS = 5000;

/** The signature a receiver checks: HMAC-SHA256 of the exact body, hex, as in X-Caddie-Signature. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Sends each new handoff request to HANDOFF_WEBHOOK_URL, from the table as an outbox: a
 * request waits there until the receiver answers 2xx, retried with a doubling wait
 * (HANDOFF_WEBHOOK_RETRY_MS, then twice that, up to an hour), so a helpdesk that is down
 * loses nothing and the visitor never waits for it. At least once: a receiver may see a
 * request twice (X-Caddie-Delivery is its id).
 */
@Injectable()
export class HandoffWebhook implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('handoff-webhook');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ChatServiceConfig,
  ) {}

  /** Whether a webhook is configured: new requests are queued for it only then. */
  get on(): boolean {
    return this.config.HANDOFF_WEBHOOK_URL !== undefined;
  }

  onApplicationBootstrap(): void {
    if (!this.on) return;
    const every = Math.min(5000, this.config.HANDOFF_WEBHOOK_RETRY_MS);
    this.timer = setInterval(() => this.deliverDue(), every);
    this.timer.unref();
    this.deliverDue();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is due, in the background; a call while a round runs asks for one more. */
  deliverDue(): void {
    if (!this.on) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch((error: Error) => this.logger.warn(`webhook round failed: ${error.message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.deliverDue();
        }
      });
  }

  private async round(): Promise<void> {
    for (;;) {
      const due: (HandoffRow & { webhook_attempts: number })[] = await this.dataSource
        .query(
          `UPDATE handoff_requests SET webhook_next_at = now() + interval '${LEASE_SECONDS} seconds'
          WHERE id IN (
            SELECT id FROM handoff_requests
             WHERE webhook_delivered_at IS NULL AND webhook_next_at <= now()
             ORDER BY webhook_next_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING ${HANDOFF_COLUMNS}, webhook_attempts`,
        )
        .then(([rows]: [never[]]) => rows);
      if (due.length === 0) return;
      await Promise.all(due.map((row) => this.deliver(row)));
    }
  }

  private async deliver(row: HandoffRow & { webhook_attempts: number }): Promise<void> {
    const event: HandoffWebhookEvent = { event: 'handoff.created', request: toHandoffRequest(row) };
    const body = JSON.stringify(event);
    let failure: string | undefined;
    try {
      const response = await fetch(this.config.HANDOFF_WEBHOOK_URL!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-caddie-delivery': row.id,
          'x-caddie-signature': webhookSignature(this.config.HANDOFF_WEBHOOK_SECRET!, body),
        },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = (error as Error).message;
    }
    if (!failure) {
      await this.dataSource.query(
        `UPDATE handoff_requests SET webhook_delivered_at = now(), webhook_next_at = NULL
          WHERE id = $1`,
        [row.id],
      );
      return;
    }
    const wait = Math.min(
      MAX_WAIT_MS,
      this.config.HANDOFF_WEBHOOK_RETRY_MS * 2 ** row.webhook_attempts,
    );
    this.logger.warn(
      `request ${row.id} not taken by the webhook (${failure}); again in ${wait} ms`,
    );
    await this.dataSource.query(
      `UPDATE handoff_requests
          SET webhook_attempts = webhook_attempts + 1,
              webhook_next_at = now() + $2 * interval '1 millisecond'
        WHERE id = $1`,
      [row.id, wait],
    );
  }
}

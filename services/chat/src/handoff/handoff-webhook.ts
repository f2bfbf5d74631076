import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HandoffWebhookEvent } from '@caddie/contracts';
import { DataSource } from 'typeorm';
import { ChatServiceConfig } from '../config/chat-service.config';
import { HandoffRow, REQUEST_COLUMNS, toWebhookRequest } from './handoff-rows';
import { webhookDeliveries } from './webhook-metrics';
import { webhookHeaders } from './webhook-signature';

/** Requests taken per round; a replica claims them for LEASE_SECONDS so no other sends them. */
const BATCH = 10;
const LEASE_SECONDS = 60;
const MAX_WAIT_MS = 3_600_000;
const SEND_TIMEOUT_MS = 5000;
/** The last error kept on the request, for the Requests view. */
const ERROR_MAX_LENGTH = 300;

/**
 * Sends each new handoff request to HANDOFF_WEBHOOK_URL, from the table as an outbox: a
 * request waits there until the receiver answers 2xx, retried with a doubling wait
 * (HANDOFF_WEBHOOK_RETRY_MS, then twice that, up to an hour) at most
 * HANDOFF_WEBHOOK_MAX_ATTEMPTS times, then kept as dead with the last error, for the team to
 * see. The visitor never waits for it. At least once: a receiver may see a request twice
 * (X-Caddie-Delivery is its id). A redirect is a failure, never followed: the body and its
 * signature go only where the shop said.
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
      const due: HandoffRow[] = await this.dataSource
        .query(
          `UPDATE handoff_requests SET webhook_next_at = now() + interval '${LEASE_SECONDS} seconds'
          WHERE id IN (
            SELECT id FROM handoff_requests
             WHERE webhook_delivered_at IS NULL AND webhook_next_at <= now()
             ORDER BY webhook_next_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING ${REQUEST_COLUMNS}`,
        )
        .then(([rows]: [never[]]) => rows);
      if (due.length === 0) return;
      await Promise.all(due.map((row) => this.deliver(row)));
    }
  }

  private async deliver(row: HandoffRow): Promise<void> {
    const event: HandoffWebhookEvent = { event: 'handoff.created', request: toWebhookRequest(row) };
    const failure = await this.send(row.id, JSON.stringify(event));
    if (!failure) {
      await this.dataSource.query(
        `UPDATE handoff_requests SET webhook_delivered_at = now(), webhook_next_at = NULL
          WHERE id = $1`,
        [row.id],
      );
      webhookDeliveries.inc({ outcome: 'delivered' });
      return;
    }
    const attempts = row.webhook_attempts + 1;
    if (attempts >= this.config.HANDOFF_WEBHOOK_MAX_ATTEMPTS) {
      await this.recordFailure(row.id, failure, null);
      webhookDeliveries.inc({ outcome: 'dead' });
      this.logger.error(
        `request ${row.id} not taken by the webhook after ${attempts} attempts (${failure}); given up: the team sees it in the Requests view`,
      );
      return;
    }
    const wait = Math.min(
      MAX_WAIT_MS,
      this.config.HANDOFF_WEBHOOK_RETRY_MS * 2 ** row.webhook_attempts,
    );
    await this.recordFailure(row.id, failure, wait);
    webhookDeliveries.inc({ outcome: 'retried' });
    this.logger.warn(
      `request ${row.id} not taken by the webhook (${failure}); again in ${wait} ms`,
    );
  }

  /** Undefined when the receiver took it (2xx); otherwise what went wrong. */
  private async send(id: string, body: string): Promise<string | undefined> {
    try {
      const response = await fetch(this.config.HANDOFF_WEBHOOK_URL!, {
        method: 'POST',
        headers: webhookHeaders(this.config.HANDOFF_WEBHOOK_SECRET!, id, body),
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined); // frees the connection
      if (response.status >= 300 && response.status < 400) {
        const to = response.headers.get('location') ?? 'elsewhere';
        return `HTTP ${response.status}, a redirect to ${to}: not followed; set HANDOFF_WEBHOOK_URL to the final address`;
      }
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      return cause ? `${(error as Error).message}: ${cause.message}` : (error as Error).message;
    }
  }

  /** Another attempt after `waitMs`, or none (null: dead). */
  private async recordFailure(id: string, failure: string, waitMs: number | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE handoff_requests
          SET webhook_attempts = webhook_attempts + 1,
              webhook_last_error = $2,
              webhook_next_at = CASE WHEN $3::bigint IS NULL THEN NULL
                                     ELSE now() + $3::bigint * interval '1 millisecond' END,
              webhook_dead_at = CASE WHEN $3::bigint IS NULL THEN now() END
        WHERE id = $1`,
      [id, failure.slice(0, ERROR_MAX_LENGTH), waitMs],
    );
  }
}

import {
  HandoffDelivery,
  HandoffLine,
  HandoffRequest,
  HandoffStatus,
  HandoffSummary,
  HandoffWebhookEvent,
} from '@caddie/contracts';

/** A handoff_requests row as the list reads it: everything but the conversation. */
export interface HandoffSummaryRow {
  id: string;
  name: string | null;
  email: string;
  status: HandoffStatus;
  created_at: Date;
  done_at: Date | null;
  question: string;
  line_count: number;
  webhook_attempts: number;
  webhook_next_at: Date | null;
  webhook_delivered_at: Date | null;
  webhook_dead_at: Date | null;
  webhook_last_error: string | null;
}

export interface HandoffRow extends HandoffSummaryRow {
  transcript: HandoffLine[];
}

export const SUMMARY_COLUMNS = [
  'id',
  'name',
  'email',
  'status',
  'created_at',
  'done_at',
  'question',
  'line_count',
  'webhook_attempts',
  'webhook_next_at',
  'webhook_delivered_at',
  'webhook_dead_at',
  'webhook_last_error',
].join(', ');

export const REQUEST_COLUMNS = `${SUMMARY_COLUMNS}, transcript`;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** What the request is, apart from how its delivery went. */
function requestFields(row: HandoffSummaryRow): Omit<HandoffSummary, 'delivery'> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    createdAt: iso(row.created_at)!,
    doneAt: iso(row.done_at),
    question: row.question,
    lines: row.line_count,
  };
}

export function toHandoffSummary(row: HandoffSummaryRow): HandoffSummary {
  return { ...requestFields(row), delivery: deliveryOf(row) };
}

export function toHandoffRequest(row: HandoffRow): HandoffRequest {
  return { ...toHandoffSummary(row), transcript: row.transcript };
}

/** The webhook's copy: the request and its conversation (its own progress is the sender's). */
export function toWebhookRequest(row: HandoffRow): HandoffWebhookEvent['request'] {
  return { ...requestFields(row), transcript: row.transcript };
}

/** Null for a request that was never queued (no webhook was configured when it was left). */
function deliveryOf(row: HandoffSummaryRow): HandoffDelivery | null {
  const state = row.webhook_delivered_at
    ? 'delivered'
    : row.webhook_dead_at
      ? 'dead'
      : row.webhook_next_at
        ? 'pending'
        : undefined;
  if (!state) return null;
  return { state, attempts: row.webhook_attempts, lastError: row.webhook_last_error };
}

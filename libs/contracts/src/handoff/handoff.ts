/** A visitor's question left for the shop's team, with the conversation so far. */
export type HandoffStatus = 'open' | 'done';

export const HANDOFF_STATUSES: readonly HandoffStatus[] = ['open', 'done'];

export interface HandoffLine {
  sender: 'visitor' | 'bot';
  text: string;
  /** ISO 8601. */
  at: string;
}

/**
 * The helpdesk webhook's progress with one request: still trying (pending), taken (delivered),
 * or given up after HANDOFF_WEBHOOK_MAX_ATTEMPTS (dead: the team must answer it from here).
 */
export type HandoffDeliveryState = 'pending' | 'delivered' | 'dead';

export interface HandoffDelivery {
  state: HandoffDeliveryState;
  attempts: number;
  /** Why the last attempt failed (an HTTP status, a redirect, a timeout); null when none did. */
  lastError: string | null;
}

/** One request as the admin's list shows it: no conversation (that is fetched on demand). */
export interface HandoffSummary {
  id: string;
  name: string | null;
  email: string;
  status: HandoffStatus;
  /** ISO 8601. */
  createdAt: string;
  doneAt: string | null;
  /** The visitor's last message before leaving the question, cut to 200 characters. */
  question: string;
  /** Lines of the conversation kept with the request. */
  lines: number;
  /** Null when no webhook is configured. */
  delivery: HandoffDelivery | null;
}

/** One request with its conversation: GET /api/handoffs/{id}, and the webhook's body. */
export interface HandoffRequest extends HandoffSummary {
  transcript: HandoffLine[];
}

/** GET /api/handoffs: newest first, a page at a time. */
export interface HandoffPage {
  requests: HandoffSummary[];
  /** Pass as ?cursor= for the next page; null on the last one. */
  nextCursor: string | null;
}

/** What the visitor is told once the request is kept (or was already kept). */
export interface HandoffReceipt {
  id: string;
  message: string;
}

/** DELETE /api/handoffs/{id}: the request erased, with its conversation and email. */
export interface ErasedHandoff {
  id: string;
}

/**
 * The webhook's body (HANDOFF_WEBHOOK_URL), signed in X-Caddie-Signature over
 * `{X-Caddie-Delivery}.{X-Caddie-Timestamp}.{body}` (docs/api.md, "The helpdesk webhook").
 */
export interface HandoffWebhookEvent {
  event: 'handoff.created';
  request: Omit<HandoffRequest, 'delivery'>;
}

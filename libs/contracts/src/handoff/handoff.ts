/** A visitor's question left for the shop's team, with the conversation so far. */
export type HandoffStatus = 'open' | 'done';

export const HANDOFF_STATUSES: readonly HandoffStatus[] = ['open', 'done'];

export interface HandoffLine {
  sender: 'visitor' | 'bot';
  text: string;
  /** ISO 8601. */
  at: string;
}

export interface HandoffRequest {
  id: string;
  name: string | null;
  email: string;
  status: HandoffStatus;
  /** ISO 8601. */
  createdAt: string;
  doneAt: string | null;
  transcript: HandoffLine[];
}

/** What the visitor is told once the request is kept. */
export interface HandoffReceipt {
  id: string;
  message: string;
}

/** The webhook's body (HANDOFF_WEBHOOK_URL), signed in X-Caddie-Signature. */
export interface HandoffWebhookEvent {
  event: 'handoff.created';
  request: HandoffRequest;
}

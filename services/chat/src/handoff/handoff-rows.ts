import { HandoffLine, HandoffRequest, HandoffStatus } from '@caddie/contracts';

/** A handoff_requests row as Postgres returns it. */
export interface HandoffRow {
  id: string;
  name: string | null;
  email: string;
  status: HandoffStatus;
  created_at: Date;
  done_at: Date | null;
  transcript: HandoffLine[];
}

export const HANDOFF_COLUMNS = 'id, name, email, status, created_at, done_at, transcript';

export function toHandoffRequest(row: HandoffRow): HandoffRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
    transcript: row.transcript,
  };
}

import { ErrorCode } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';

/**
 * Where a page of the admin's list ends: the last request's creation time, as Postgres wrote
 * it (microseconds: a JavaScript Date keeps only milliseconds, and requests left within one
 * would be skipped), and its id for requests left at the same instant.
 */
export interface HandoffCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to the client: base64url, so it goes in a query string as is. */
export function encodeCursor({ createdAt, id }: HandoffCursor): string {
  return Buffer.from(JSON.stringify([createdAt, id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): HandoffCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    TIMESTAMP.test(String(parsed[0])) &&
    UUID.test(String(parsed[1]))
  ) {
    return { createdAt: parsed[0] as string, id: parsed[1] as string };
  }
  throw new DomainError(
    ErrorCode.VALIDATION_FAILED,
    'cursor must be the nextCursor of the page before. Leave it out for the first page.',
  );
}

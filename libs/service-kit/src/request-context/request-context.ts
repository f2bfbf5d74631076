import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request being handled, from the gateway's X-Request-Id (or one it made), kept
 * for everything the work does asynchronously: log lines carry it, RPC messages pass it on.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** What a caller may send as a request id: short, and safe in a header and a log line. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

export function acceptedRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && ACCEPTED.test(value) ? value : undefined;
}

/** The pino mixin that puts the current request id on every line logged while handling it. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

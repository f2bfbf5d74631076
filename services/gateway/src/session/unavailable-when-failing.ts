import { ServiceUnavailableException } from '@nestjs/common';
import { SessionStore } from '@fastify/session';
import { Session } from 'fastify';

type Done = (error?: unknown) => void;

/**
 * A session store whose failures (Redis down) reach the client as a 503 that says to try
 * again, not as an unexplained 500.
 */
export class UnavailableWhenFailing implements SessionStore {
  constructor(private readonly store: SessionStore) {}

  get(sessionId: string, done: (error: unknown, session?: Session | null) => void): void {
    this.store.get(sessionId, (error, session) => done(unavailable(error), session));
  }

  set(sessionId: string, session: Session, done: Done): void {
    this.store.set(sessionId, session, (error) => done(unavailable(error)));
  }

  destroy(sessionId: string, done: Done): void {
    this.store.destroy(sessionId, (error) => done(unavailable(error)));
  }
}

function unavailable(error: unknown): unknown {
  return error
    ? new ServiceUnavailableException('Sessions are unavailable right now. Try again in a moment.')
    : undefined;
}

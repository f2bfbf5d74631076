import { ServiceUnavailableException } from '@nestjs/common';
import { Request } from 'express';

/** express-session's callbacks as promises; a store that fails is a 503, not a 500. */
function step(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) =>
    run((error) =>
      error
        ? reject(
            new ServiceUnavailableException(
              'Sessions are unavailable right now. Try again in a moment.',
            ),
          )
        : resolve(),
    ),
  );
}

export function regenerateSession(request: Request): Promise<void> {
  return step((done) => request.session.regenerate(done));
}

export function saveSession(request: Request): Promise<void> {
  return step((done) => request.session.save(done));
}

export function destroySession(request: Request): Promise<void> {
  if (!request.session) return Promise.resolve();
  return step((done) => request.session.destroy(done));
}

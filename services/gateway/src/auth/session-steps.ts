import { ServiceUnavailableException } from '@nestjs/common';
import { FastifyRequest } from 'fastify';

/** The session store's steps; a store that fails is a 503, not a 500. */
async function step(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch {
    throw new ServiceUnavailableException(
      'Sessions are unavailable right now. Try again in a moment.',
    );
  }
}

export function regenerateSession(request: FastifyRequest): Promise<void> {
  return step(() => request.session.regenerate());
}

export function saveSession(request: FastifyRequest): Promise<void> {
  return step(() => request.session.save());
}

export function destroySession(request: FastifyRequest): Promise<void> {
  if (!request.session) return Promise.resolve();
  return step(() => request.session.destroy());
}

import { LIMITS } from '@caddie/contracts';
import { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMPORT_ROUTE } from '../faq-transfer/import-body';

/** A refused body up to this size is read to its end (and dropped) before the 413 goes out. */
const DRAIN_MAX_BYTES = 2 * LIMITS.IMPORT_BODY_MAX_BYTES;
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Imports may be large (LIMITS.IMPORT_BODY_MAX_BYTES, for files of up to 200,000 FAQs); every
 * other route takes LIMITS.DEFAULT_BODY_MAX_BYTES. Set per route as routes are registered, so
 * a large body is refused before it is parsed.
 *
 * Fastify answers 413 as soon as it knows, while the client may still be sending; closing on
 * it then looks like a network failure to the client instead of "too large". So the rest of a
 * refused body is read and dropped first (as Express did), within a size and a time limit.
 */
export function applyBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit =
      route.url === IMPORT_ROUTE ? LIMITS.IMPORT_BODY_MAX_BYTES : LIMITS.DEFAULT_BODY_MAX_BYTES;
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (reply.statusCode === 413 && !request.raw.complete && length <= DRAIN_MAX_BYTES) {
      request.raw.resume();
      const drained = new AbortController();
      const { signal } = drained;
      await Promise.race([
        once(request.raw, 'end', { signal }),
        once(request.raw, 'close', { signal }),
        sleep(DRAIN_TIMEOUT_MS, undefined, { signal }),
      ]).finally(() => drained.abort()); // the losers stop waiting (no timer left behind)
    }
    return payload;
  });
}

import { LIMITS } from '@caddie/contracts';
import { FastifyInstance } from 'fastify';

const IMPORT_ROUTE = '/api/faqs/import';

/**
 * Imports may be large (LIMITS.IMPORT_BODY_MAX_BYTES, for files of up to 200,000 FAQs); every
 * other route takes LIMITS.DEFAULT_BODY_MAX_BYTES. Set per route as routes are registered, so
 * a large body is refused before it is read.
 */
export function applyBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit =
      route.url === IMPORT_ROUTE ? LIMITS.IMPORT_BODY_MAX_BYTES : LIMITS.DEFAULT_BODY_MAX_BYTES;
  });
}

import { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

export const IMPORT_ROUTE = '/api/faqs/import';
const unread = new WeakMap<FastifyRequest['raw'], Readable>();

/**
 * The import's body (up to LIMITS.IMPORT_BODY_MAX_BYTES) is not parsed up front like other
 * bodies: its handler reads it as it arrives (readImportBody), after the admin check, and
 * sends it on in parts, so the gateway never holds a whole file. Fastify's parser is given an
 * empty body of the announced length instead; it still refuses a Content-Length over the
 * route's limit before anything is read.
 */
export function leaveImportBodyUnread(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method !== 'POST' || request.routeOptions.url !== IMPORT_ROUTE) return payload;
    unread.set(request.raw, payload);
    const empty: Readable & { receivedEncodedLength?: number } = Readable.from([]);
    empty.receivedEncodedLength = Number(request.headers['content-length']) || 0;
    return empty;
  });
}

/** The import request's body, unread. */
export function importBodyOf(request: FastifyRequest): Readable {
  const body = unread.get(request.raw);
  if (!body) throw new Error(`${IMPORT_ROUTE} was registered without leaveImportBodyUnread()`);
  return body;
}

import fastifySession, { FastifySessionOptions } from '@fastify/session';
import { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** The one route that starts a session for a request that brings no cookie. */
const SIGN_IN = { method: 'POST', url: '/api/auth/login' };

/**
 * @fastify/session, but only for requests that need a session: those that bring the session
 * cookie, and sign-in. It otherwise makes, signs and hashes a new session for every request
 * (the public FAQ list, chat messages, static files), only to drop it unsaved: a tenth of the
 * gateway's CPU on the FAQ list. Elsewhere request.session is left undefined, which every
 * reader of it allows for (an admin route without the cookie is refused as before).
 */
export const lazySessions = fp<FastifySessionOptions>(
  (fastify, options, done) => {
    const cookieName = options.cookieName ?? 'sessionId';
    const onlyWhenNeeded = new Proxy(fastify, {
      get(target, property) {
        if (property === 'addHook') {
          return (name: string, hook: onRequestHookHandler) =>
            target.addHook(
              name as 'onRequest',
              name === 'onRequest' ? skipUnlessNeeded(hook, cookieName) : hook,
            );
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    (fastifySession as unknown as (f: FastifyInstance, o: object, d: () => void) => void)(
      onlyWhenNeeded,
      options,
      done,
    );
  },
  { name: 'lazy-sessions', dependencies: ['@fastify/cookie'] },
);

function skipUnlessNeeded(hook: onRequestHookHandler, cookieName: string): onRequestHookHandler {
  return function (this: FastifyInstance, request, reply, done) {
    if (needsSession(request, cookieName)) return hook.call(this, request, reply, done);
    done();
  };
}

function needsSession(request: FastifyRequest, cookieName: string): boolean {
  return (
    request.cookies[cookieName] !== undefined ||
    (request.method === SIGN_IN.method && request.routeOptions.url === SIGN_IN.url)
  );
}

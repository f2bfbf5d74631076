import { FastifyRequest } from 'fastify';

/**
 * Whether the request's session is a signed-in admin's still within its absolute lifetime.
 * The idle timeout (SESSION_TTL_HOURS) rolls with every request; this one does not: a stolen
 * or forgotten session ends SESSION_MAX_HOURS after sign-in however busy it is kept.
 */
export function isSignedInAdmin(
  request: FastifyRequest,
  maxHours: number,
  now = Date.now(),
): boolean {
  const session = request.session;
  if (session?.get('isAdmin') !== true) return false;
  const signedInAt = Date.parse(session.get('signedInAt') ?? '');
  return Number.isFinite(signedInAt) && now - signedInAt < maxHours * 3600 * 1000;
}

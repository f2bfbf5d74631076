import { FastifyRequest } from 'fastify';
import { isSignedInAdmin } from './admin-session';

const SIGNED_IN = Date.parse('2026-11-26T08:00:00Z');
const HOUR = 3600 * 1000;

function requestWith(values: Record<string, unknown> | undefined): FastifyRequest {
  const session = values && { get: (key: string) => values[key] };
  return { session } as unknown as FastifyRequest;
}

describe('isSignedInAdmin', () => {
  const admin = requestWith({ isAdmin: true, signedInAt: new Date(SIGNED_IN).toISOString() });

  it('holds from sign-in until SESSION_MAX_HOURS later, however busy the session', () => {
    expect(isSignedInAdmin(admin, 12, SIGNED_IN + 1000)).toBe(true);
    expect(isSignedInAdmin(admin, 12, SIGNED_IN + 12 * HOUR - 1)).toBe(true);
    expect(isSignedInAdmin(admin, 12, SIGNED_IN + 12 * HOUR)).toBe(false);
  });

  it('does not hold without a session, without sign-in, or without a sign-in time', () => {
    expect(isSignedInAdmin(requestWith(undefined), 12, SIGNED_IN)).toBe(false);
    expect(isSignedInAdmin(requestWith({}), 12, SIGNED_IN)).toBe(false);
    expect(isSignedInAdmin(requestWith({ isAdmin: true }), 12, SIGNED_IN)).toBe(false);
  });
});

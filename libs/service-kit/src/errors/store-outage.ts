/** Socket errors of a lost or refused connection, from pg, ioredis or Node itself. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * Postgres SQLSTATEs that mean "the server is not there for you right now": class 08
 * (connection exception), shutting down or starting up (57P01-57P03), too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** What pg and ioredis say, without a code, when a connection drops or cannot be had. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|MaxRetriesPerRequest|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether an error means a store (Postgres, Redis) is unreachable for the moment, rather than
 * a bug: such a request should fail fast with 503 and work again when the store is back.
 */
export function isStoreOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, name, driverError, cause } = error as Record<string, unknown>;
  if (
    typeof code === 'string' &&
    (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))
  )
    return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  // TypeORM wraps the driver's error; others chain it as the cause.
  return isStoreOutage(driverError, depth + 1) || isStoreOutage(cause, depth + 1);
}

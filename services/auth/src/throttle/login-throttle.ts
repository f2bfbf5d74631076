/**
 * Counts sign-in attempts per client, and over all clients, in fixed windows. An attempt is
 * counted before its password is checked, in one atomic step, so parallel attempts each see
 * their own count: N requests at once get no more checks than the limit. A right password
 * takes its attempt back.
 */
export interface LoginThrottle {
  /**
   * Counts one attempt by this client. Returns 0 when its password may be checked now, or the
   * seconds until the client (or, over the ceiling, anyone) may try again.
   */
  attempt(clientKey: string): Promise<number>;
  /** A right password: the client's count is cleared and its attempt leaves the ceiling's. */
  succeeded(clientKey: string): Promise<void>;
}

export const LOGIN_THROTTLE = Symbol('LOGIN_THROTTLE');

export interface ThrottlePolicy {
  /** Attempts one client may make in a window (a right password clears its count). */
  maxFailures: number;
  /**
   * Failed attempts all clients together may make in a window: guessing spread over many
   * addresses stops here too, at the cost of the admin waiting out the window.
   */
  maxFailuresAll: number;
  windowSeconds: number;
}

/** The count over all clients is kept under this key, which no client address can take. */
export const ALL_CLIENTS = '*';

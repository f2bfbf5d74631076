/**
 * Counts failed sign-ins per client in a fixed window. Once a client reaches the limit it is
 * refused, without the password being checked, until the window ends.
 */
export interface LoginThrottle {
  /** Seconds until this client may try again; 0 when it may try now. */
  blockedFor(clientKey: string): Promise<number>;
  recordFailure(clientKey: string): Promise<void>;
  reset(clientKey: string): Promise<void>;
}

export const LOGIN_THROTTLE = Symbol('LOGIN_THROTTLE');

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

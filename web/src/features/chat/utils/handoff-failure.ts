import { errorDescription } from '../../../lib/error-description';

const TRY_AGAIN = 'Your question did not reach the team. Try again in a moment.';
const WAIT = 'Too many requests at once. Wait a minute, then try again.';

/**
 * What to tell a visitor whose question did not reach the team: the server's own message
 * where it says what to do (errorDescription): what to write, or, over a limit, when to come
 * back and whom to write to instead; a plain wait after a 429 without one.
 */
export function handoffFailureMessage(error: unknown): string {
  const status = error instanceof Error ? /^(\d{3}):/.exec(error.message)?.[1] : undefined;
  return errorDescription(error, status === '429' ? WAIT : TRY_AGAIN);
}

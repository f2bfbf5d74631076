import { errorDescription } from '../../../lib/error-description';

const TRY_AGAIN = 'Your question did not reach the team. Try again in a moment.';

/**
 * What to tell a visitor whose question did not reach the team: the server's own message
 * where it says what to write (errorDescription), a wait after too many requests.
 */
export function handoffFailureMessage(error: unknown): string {
  const status = error instanceof Error ? /^(\d{3}):/.exec(error.message)?.[1] : undefined;
  if (status === '429') return 'Too many requests at once. Wait a minute, then try again.';
  return errorDescription(error, TRY_AGAIN);
}

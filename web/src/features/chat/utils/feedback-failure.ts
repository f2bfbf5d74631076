/**
 * What to tell a visitor whose rating did not go through. The request helper's errors start
 * with the status: 404 means the reply is no longer kept, so trying again cannot help.
 */
export function feedbackFailureMessage(error: unknown): string {
  const status = error instanceof Error ? /^(\d{3}):/.exec(error.message)?.[1] : undefined;
  if (status === '404') return 'This reply can no longer be rated.';
  if (status === '429') return 'Too many ratings at once. Wait a minute, then try again.';
  return 'Your rating was not saved. Try again in a moment.';
}

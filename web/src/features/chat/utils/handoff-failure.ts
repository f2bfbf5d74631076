/**
 * What to tell a visitor whose question did not reach the team. A 400 carries the server's
 * own message (which field, and what to write); anything else is worth another try.
 */
export function handoffFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  const [, status, body] = /^(\d{3}): ([\s\S]*)$/.exec(text) ?? [];
  if (status === '400') {
    try {
      const { message } = JSON.parse(body) as { message?: string };
      if (message) return message;
    } catch {
      // not JSON: the general message below
    }
  }
  if (status === '429') return 'Too many requests at once. Wait a minute, then try again.';
  return 'Your question did not reach the team. Try again in a moment.';
}

/**
 * A failure toast's description. The request helper's errors read "{status}: {body}"; when the
 * body is our API's JSON error, its message (which says what to do) is the description. A bare
 * status line ("500: Internal Server Error") or an HTML page tells a person nothing, so those
 * get the given advice instead.
 */
export function errorDescription(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  const body = match[2].trim();
  const serverMessage = messageFromJson(body);
  if (serverMessage) return serverMessage;
  if (body === '' || body.startsWith('<') || body.startsWith('{') || isStatusText(body))
    return fallback;
  return error.message;
}

function messageFromJson(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown })?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

function isStatusText(body: string): boolean {
  return /^[A-Za-z][A-Za-z -]{0,40}$/.test(body);
}

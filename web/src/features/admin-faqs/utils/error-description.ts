/** A failure toast's description: the error's own message, or the given advice. */
export function errorDescription(error: unknown, fallback: string): string {
  return (error instanceof Error && error.message) || fallback;
}

/**
 * Polls until check() is true (a throw counts as not yet), or fails naming what never came.
 */
export async function until(
  check: () => Promise<boolean>,
  what: string,
  { timeoutMs = 30_000, everyMs = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

import { FAQ_PATTERNS, ImportResult } from '@caddie/contracts';
import { randomUUID } from 'node:crypto';
import { ServiceClient } from '../transport/service-client';
import { ImportSummary } from './import-body-reader';
import { ImportPart } from './import-parts';

/**
 * Parts in flight at once: the faq service checks and stores each as it arrives, so a
 * few overlap the Redis hop of one with the work and the write of another (100,000 rows: 1.6 s
 * of sending one by one); more would only queue in the faq service's connection pool.
 */
const PARTS_IN_FLIGHT = 4;

/**
 * Sends an import's parts to the faq service as they are cut, then commits them. One message
 * with the whole file would break over Redis: a pub/sub message over 32 MB (Redis's default
 * output limit) disconnects the service that should receive it. The next part is taken only
 * when fewer than PARTS_IN_FLIGHT are on their way, so reading the body waits on the faq
 * service, and the first failure stops the import: without every part there is nothing to
 * commit.
 */
export async function sendImport(
  faq: ServiceClient,
  parts: AsyncGenerator<ImportPart, ImportSummary>,
  commitTimeoutMs: number,
): Promise<ImportResult> {
  const importId = randomUUID();
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let seq = 0;
  let next = await parts.next();
  try {
    while (!next.done && !failure) {
      const sending: Promise<void> = faq
        .send(FAQ_PATTERNS.IMPORT_PART, { importId, seq: seq++, ...next.value })
        .then(
          () => undefined,
          (error: unknown) => void (failure ??= { error }),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      if (inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(inFlight);
      if (!failure) next = await parts.next();
    }
  } finally {
    await Promise.all(inFlight);
  }
  if (failure) {
    await parts.return(undefined as never); // stops reading the body, and drains the rest
    throw failure.error;
  }
  const summary = next.value as ImportSummary;
  return faq.send<ImportResult>(
    FAQ_PATTERNS.IMPORT_COMMIT,
    { importId, parts: seq, ...summary },
    commitTimeoutMs,
  );
}

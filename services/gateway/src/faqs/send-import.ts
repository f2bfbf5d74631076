import {
  FAQ_PATTERNS,
  IMPORT_PART_MAX_LENGTH,
  ImportFaqsDto,
  ImportResult,
} from '@caddie/contracts';
import { randomUUID } from 'node:crypto';
import { ServiceClient } from '../transport/service-client';

/**
 * Parts in flight at once: the faq service stores each in its own statement, so a few
 * overlap the Redis hop of one with the write of another (100,000 rows: 1.6 s of sending
 * one by one); more would only queue in the faq service's connection pool.
 */
const PARTS_IN_FLIGHT = 4;

/**
 * Sends an import to the faq service in parts of at most IMPORT_PART_MAX_LENGTH characters,
 * then commits it. One message with the whole file would break over Redis: a pub/sub message
 * over 32 MB (Redis's default output limit) disconnects the service that should receive it.
 * Parts are cut as they are sent, so only those in flight are held: a 50 MB JSON import cut
 * up front once held every part at once beside the parsed body.
 */
export async function sendImport(
  faq: ServiceClient,
  dto: ImportFaqsDto,
  commitTimeoutMs: number,
): Promise<ImportResult> {
  const importId = randomUUID();
  const format = dto.csvData !== undefined && dto.faqs === undefined ? 'csv' : 'json';
  const parts = format === 'csv' ? csvParts(dto.csvData!) : jsonParts(dto.faqs ?? []);
  let sent = 0;
  let failed = false;
  const sender = async () => {
    while (!failed) {
      const { done, value: text } = parts.next();
      if (done) return;
      const seq = sent++;
      try {
        await faq.send(FAQ_PATTERNS.IMPORT_PART, { importId, seq, text });
      } catch (error) {
        failed = true; // the others stop too: without every part there is nothing to commit
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARTS_IN_FLIGHT }, sender));
  return faq.send<ImportResult>(
    FAQ_PATTERNS.IMPORT_COMMIT,
    { importId, parts: sent, format, replaceExisting: dto.replaceExisting },
    commitTimeoutMs,
  );
}

/**
 * Slices of the text, cut anywhere but inside a character (an emoji is two UTF-16 units): the
 * faq service joins them before reading the CSV. An empty text is one empty part.
 */
export function* csvParts(text: string): Generator<string> {
  let start = 0;
  do {
    let end = Math.min(start + IMPORT_PART_MAX_LENGTH, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    yield text.slice(start, end);
    start = end;
  } while (start < text.length);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** JSON lists of consecutive FAQs, each list within the part size; no FAQs is one empty list. */
export function* jsonParts(faqs: object[]): Generator<string> {
  let current: string[] = [];
  let length = 2;
  for (const faq of faqs) {
    const json = JSON.stringify(faq);
    if (current.length > 0 && length + json.length + 1 > IMPORT_PART_MAX_LENGTH) {
      yield `[${current.join(',')}]`;
      current = [];
      length = 2;
    }
    current.push(json);
    length += json.length + 1;
  }
  yield `[${current.join(',')}]`;
}

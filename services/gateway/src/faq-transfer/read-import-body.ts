import { LIMITS } from '@caddie/contracts';
import { PayloadTooLargeException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { BODY_PROBLEMS, refusal } from '../http/json-body';
import { ImportBodyReader, ImportSummary } from './import-body-reader';
import { ImportPart } from './import-parts';
import { JsonTokens, MAX_NUMBER_LENGTH, NotJsonError, NumberTooLongError } from './json-tokens';

/**
 * The import's rows, numbered as the administrator counts them, in parts as the request body
 * arrives: bytes checked as UTF-8, read into tokens, and by ImportBodyReader into rows, JSON
 * and CSV alike (CSV through papaparse, in CsvRows). The body is read only as fast as the
 * parts are taken, so the gateway holds a few parts, not the file. Returns what the commit
 * needs once the body has ended and every part was yielded.
 */
export async function* readImportBody(body: Readable): AsyncGenerator<ImportPart, ImportSummary> {
  const reader = new ImportBodyReader();
  const tokens = new JsonTokens((token) => reader.take(token));
  try {
    for await (const text of utf8Text(body)) {
      tokens.write(text);
      yield* reader.takeParts();
    }
    tokens.end();
  } catch (error) {
    if (error instanceof NotJsonError) throw refusal(BODY_PROBLEMS.notJson);
    if (error instanceof NumberTooLongError) throw refusal(NUMBER_TOO_LONG);
    throw error;
  } finally {
    await drain(body);
  }
  const summary = reader.finish();
  yield* reader.takeParts();
  return summary;
}

const CUT_OFF = 'The request body ended before the import was complete. Send the file again.';
const NUMBER_TOO_LONG = `A number in the request body is longer than ${MAX_NUMBER_LENGTH} characters. Send ids as whole numbers and try again.`;

/** The body's bytes as text: refused if not UTF-8, or longer than an import may be. */
async function* utf8Text(body: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let length = 0;
  // Not destroyed on an early stop: the rest is drained, so the client reads the refusal.
  try {
    for await (const bytes of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      length += bytes.length;
      if (length > LIMITS.IMPORT_BODY_MAX_BYTES) throw new PayloadTooLargeException();
      yield decode(decoder, bytes, true);
    }
  } catch (error) {
    // Closed without an end or an error of its own: the body was cut off.
    const code = (error as { code?: string }).code;
    throw code === 'ERR_STREAM_PREMATURE_CLOSE' ? refusal(CUT_OFF) : error;
  }
  yield decode(decoder, undefined, false);
}

function decode(decoder: TextDecoder, bytes: Buffer | undefined, stream: boolean): string {
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    throw refusal(BODY_PROBLEMS.notUtf8);
  }
}

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads and drops what is left of a refused body (as Express did), so the client, still
 * sending, gets the refusal instead of a broken connection; within a time limit.
 */
async function drain(body: Readable): Promise<void> {
  if (body.readableEnded || body.destroyed) return;
  const timer = setTimeout(() => body.destroy(), DRAIN_TIMEOUT_MS);
  try {
    const rest = body.iterator({ destroyOnReturn: false });
    while (!(await rest.next()).done) {
      // dropped
    }
  } catch {
    // a client that goes away mid-body has nothing to read an answer with
  } finally {
    clearTimeout(timer);
  }
}

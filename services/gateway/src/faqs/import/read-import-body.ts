import { LIMITS } from '@caddie/contracts';
import { PayloadTooLargeException } from '@nestjs/common';
import { Readable, pipeline } from 'node:stream';
import { parser } from 'stream-json/Parser';
import { BODY_PROBLEMS, refusal } from '../../http/json-body';
import { ImportBodyReader, ImportSummary, JsonToken } from './import-body-reader';
import { ImportPart } from './import-parts';

/**
 * The import's parts as the request body arrives: bytes checked as UTF-8, tokens read by
 * stream-json, rows and CSV text cut into parts by ImportBodyReader. The body is read only as
 * fast as the parts are taken, so the gateway holds a few parts, not the file. Returns what
 * the commit needs once the body has ended and every part was yielded.
 */
export async function* readImportBody(body: Readable): AsyncGenerator<ImportPart, ImportSummary> {
  const reader = new ImportBodyReader();
  const tokens = pipeline(
    Readable.from(utf8Text(body)),
    parser({ ...TOKENS, decodeStrings: false }),
    () => undefined, // a failure arrives as the tokens' error
  );
  // Tokens by event, not by async iteration: a promise per token was half the reading time.
  // The stream pauses while cut parts wait to be taken.
  let failure: { error: unknown } | undefined;
  let ended = false;
  let wake: (() => void) | undefined;
  const woken = () => wake?.();
  tokens.on('data', (token: JsonToken) => {
    try {
      reader.take(token);
    } catch (error) {
      failure ??= { error };
      tokens.destroy();
    }
    if (reader.hasParts()) {
      tokens.pause();
      woken();
    }
  });
  tokens.once('end', () => {
    ended = true;
    woken();
  });
  tokens.once('error', (error) => {
    failure ??= { error: isParserError(error) ? notJson() : error };
    woken();
  });
  tokens.once('close', () => {
    // Closed without an end or an error of its own: the body was cut off.
    if (!ended) failure ??= { error: refusal(CUT_OFF) };
    woken();
  });
  try {
    for (;;) {
      yield* reader.takeParts();
      if (failure) throw failure.error;
      if (ended) break;
      const next = new Promise<void>((resolve) => (wake = resolve));
      tokens.resume();
      await next;
    }
  } finally {
    tokens.destroy();
    await drain(body);
  }
  const summary = reader.finish();
  yield* reader.takeParts();
  return summary;
}

const CUT_OFF = 'The request body ended before the import was complete. Send the file again.';

/** stream-json's tokens as ImportBodyReader takes them: keys and numbers whole, text in chunks. */
const TOKENS = {
  packKeys: true,
  streamKeys: false,
  packNumbers: true,
  streamNumbers: false,
  packStrings: false,
};

/** The body's bytes as text: refused if not UTF-8, or longer than an import may be. */
async function* utf8Text(body: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let length = 0;
  // Not destroyed on an early stop: the rest is drained, so the client reads the refusal.
  for await (const bytes of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    length += bytes.length;
    if (length > LIMITS.IMPORT_BODY_MAX_BYTES) throw new PayloadTooLargeException();
    yield decode(decoder, bytes, true);
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

function notJson() {
  return refusal(BODY_PROBLEMS.notJson);
}

function isParserError(error: unknown): boolean {
  return error instanceof Error && /^Parser (cannot parse input|has expected)/.test(error.message);
}

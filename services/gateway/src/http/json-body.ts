import { BadRequestException } from '@nestjs/common';
import { FastifyInstance } from 'fastify';

/** Deeper than any body of the API (an import row is 3 levels), far below the stack's limit. */
export const MAX_JSON_DEPTH = 32;
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** What is wrong with a body, in words that say what to do; the streamed import uses them too. */
export const BODY_PROBLEMS = {
  notUtf8: 'The request body is not valid UTF-8 text. Save it as UTF-8 and send it again.',
  notJson: 'The request body is not valid JSON. Check the syntax and send it again.',
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep. Send the fields the API describes.`,
  brokenText:
    'The request body holds broken text (a lone UTF-16 surrogate). Remove the broken character and send it again.',
  brokenKey: 'The request body holds a broken field name (a lone UTF-16 surrogate). Remove it.',
  notAField: (key: string) => `${key} is not a field this request takes. Remove it.`,
};

/**
 * JSON bodies, parsed once and checked before any route sees them, so that what the
 * validation pipes and the services get is plain data:
 * - bytes that are not UTF-8 are refused (decoding would turn them into U+FFFD and store that);
 * - nesting deeper than MAX_JSON_DEPTH is refused (Nest's pipes walk bodies recursively);
 * - __proto__, constructor and prototype keys are refused (Nest would drop them unannounced);
 * - text with a lone UTF-16 surrogate is refused (Postgres would store U+FFFD instead).
 */
export function parseJsonBodies(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      try {
        done(null, checkedJson(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}

export function checkedJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw refusal(BODY_PROBLEMS.notUtf8);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refusal(BODY_PROBLEMS.notJson);
  }
  const problem = firstProblem(value);
  if (problem) throw refusal(problem);
  return value;
}

/** Walks the parsed body without recursion (a hostile body must not reach the stack's limit). */
function firstProblem(root: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (pending.length) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return BODY_PROBLEMS.brokenText;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return BODY_PROBLEMS.tooDeep;
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return BODY_PROBLEMS.notAField(key);
      if (!key.isWellFormed()) return BODY_PROBLEMS.brokenKey;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

export function refusal(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message });
}

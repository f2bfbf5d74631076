import { HandoffLine, LIMITS } from '@caddie/contracts';

/** The most lines a request copies, before the size cap: the last ones. */
export const TRANSCRIPT_MAX_LINES = 200;
/** The list shows this much of the visitor's question. */
export const QUESTION_MAX_LENGTH = 200;

/**
 * The last lines whose JSON fits in maxBytes, in their order: what the team needs most is
 * what was said last, and a request's size (the row, the webhook's body, the admin's reply)
 * never grows with a visitor's pasting.
 */
export function lastLinesWithin(
  lines: readonly HandoffLine[],
  maxBytes: number = LIMITS.HANDOFF_TRANSCRIPT_MAX_BYTES,
): HandoffLine[] {
  let bytes = 2; // the array's brackets
  let first = lines.length;
  while (first > 0) {
    // A comma between lines: counted for each, one byte over at most.
    const size = Buffer.byteLength(JSON.stringify(lines[first - 1]), 'utf8') + 1;
    if (bytes + size > maxBytes) break;
    bytes += size;
    first -= 1;
  }
  return lines.slice(first);
}

/** The visitor's last message: what they wanted answered when they left it for the team. */
export function questionOf(lines: readonly HandoffLine[]): string {
  const asked = lines.findLast((line) => line.sender === 'visitor');
  return asked ? asked.text.slice(0, QUESTION_MAX_LENGTH) : '';
}

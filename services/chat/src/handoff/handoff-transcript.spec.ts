import 'reflect-metadata';
import { HandoffLine } from '@caddie/contracts';
import { lastLinesWithin, questionOf } from './handoff-transcript';

const line = (
  n: number,
  sender: HandoffLine['sender'] = 'visitor',
  length = 2000,
): HandoffLine => ({
  sender,
  text: `${n} ${'é'.repeat(length)}`.slice(0, length),
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
});

describe('a handoff copy of the conversation', () => {
  it('keeps the last lines whose JSON fits in 64 KB, in their order', () => {
    // 200 lines of 2,000 two-byte characters: about 800 KB; the copy stays within 64 KB.
    const lines = Array.from({ length: 200 }, (_, n) => line(n, n % 2 ? 'bot' : 'visitor'));
    const kept = lastLinesWithin(lines);
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(64 * 1024);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept).toEqual(lines.slice(-kept.length));
    // One line more would not have fitted.
    const oneMore = lines.slice(-kept.length - 1);
    expect(Buffer.byteLength(JSON.stringify(oneMore))).toBeGreaterThan(64 * 1024);
  });

  it('keeps a short conversation whole', () => {
    const lines = [line(1, 'visitor', 30), line(2, 'bot', 30)];
    expect(lastLinesWithin(lines)).toEqual(lines);
    expect(lastLinesWithin([])).toEqual([]);
  });

  it("takes the visitor's last message, cut to 200 characters, as the question", () => {
    expect(questionOf([line(1, 'visitor', 20), line(2, 'visitor', 500), line(3, 'bot')])).toBe(
      line(2, 'visitor', 500).text.slice(0, 200),
    );
    expect(questionOf([line(1, 'bot')])).toBe('');
  });
});

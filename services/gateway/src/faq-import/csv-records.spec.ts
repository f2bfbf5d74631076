import { FirstRecord, lastRecordEnd, lineBreaks } from './csv-records';

/** The first record and the rest, the text given in pieces of `size` characters. */
function firstRecordOf(text: string, size = text.length) {
  const first = new FirstRecord();
  for (let at = 0; at < text.length; at += size) {
    const found = first.add(text.slice(at, at + size));
    if (found) return { record: found.record, rest: found.rest + text.slice(at + size) };
  }
  return undefined;
}

describe('CSV record ends', () => {
  it.each([1, 2, 3, 100])('finds the first record in pieces of %i characters', (size) => {
    for (const lineBreak of ['\n', '\r\n', '\r']) {
      const text = `question,"an${lineBreak}swer"${lineBreak}Q,A${lineBreak}`;
      expect(firstRecordOf(text, size)).toEqual({
        record: `question,"an${lineBreak}swer"${lineBreak}`,
        rest: `Q,A${lineBreak}`,
      });
    }
  });

  it('has no first record until its line break, and keeps what it was given', () => {
    const first = new FirstRecord();
    expect(first.add('question,')).toBeUndefined();
    expect(first.add('answer\r')).toBeUndefined(); // a \n may follow
    expect(first.length).toBe(16);
    expect(first.text()).toBe('question,answer\r');
  });

  it('finds the last record end before a limit, skipping line breaks in quoted fields', () => {
    const text = 'q,a\n"Two\nlines","Say ""hi""\n"\nQ,A\n';
    expect(lastRecordEnd(text, text.length)).toBe(text.length);
    expect(lastRecordEnd(text, text.length - 1)).toBe(text.indexOf('Q,A'));
    expect(lastRecordEnd(text, text.indexOf('lines'))).toBe(4);
    expect(lastRecordEnd('q,a\nQ,A\r', 8)).toBe(4);
  });

  it('finds no end inside an unclosed quote', () => {
    expect(lastRecordEnd('"Q\nQ,A\nQ,A\n', 11)).toBe(-1);
  });

  it('counts line breaks as a spreadsheet does: \\r\\n once', () => {
    expect(lineBreaks('a\r\nb\nc\rd')).toBe(3);
    expect(lineBreaks('')).toBe(0);
  });
});

import { JsonTokens } from './json-tokens';
import { JsonValue } from './json-value';

/** The value built from the text's tokens, the text given in pieces of `size` characters. */
function built(text: string, size: number): JsonValue {
  const value = new JsonValue();
  let whole = false;
  const tokens = new JsonTokens((token) => {
    expect(whole).toBe(false);
    whole = value.take(token);
  });
  for (let at = 0; at < text.length; at += size) tokens.write(text.slice(at, at + size));
  tokens.end();
  expect(whole).toBe(true);
  return value;
}

const ROWS = [
  '{"id":7,"question":"Q \\"1\\" ⛳?","answer":"A\\nB\\u0001","phrasings":["P1","P2"],"isActive":false}',
  '{ "question" : "Q", "question" : "the last wins", "nested" : {"a":[1,[2,{"b":null}]],"c":{}}, "n":-1.5e3 }',
  '[[1,{"a":[]}]]',
  '"text"',
  '12',
  'true',
  'null',
  '{}',
  '[]',
];

describe('JsonValue', () => {
  it.each(ROWS)('builds %s as JSON.parse does, however the text is cut', (text) => {
    for (const size of [1, 3, text.length]) {
      expect(built(text, size).value).toEqual(JSON.parse(text));
    }
  });

  it('measures about the length of its JSON text', () => {
    const text = JSON.stringify({ question: 'Q?', answer: 'x'.repeat(10_000), phrasings: ['a'] });
    const { length } = built(text, 100);
    expect(length).toBeGreaterThan(10_000);
    expect(length).toBeLessThanOrEqual(text.length);
  });
});

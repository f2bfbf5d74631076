import {
  JsonToken,
  JsonTokens,
  MAX_NUMBER_LENGTH,
  NotJsonError,
  NumberTooLongError,
} from './json-tokens';

/** The text's tokens, given in pieces cut at the places listed. */
function tokensOf(text: string, cuts: number[] = []): JsonToken[] {
  const tokens: JsonToken[] = [];
  const reader = new JsonTokens((token) => tokens.push(token));
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    reader.write(text.slice(from, cut));
    from = cut;
  }
  reader.end();
  return tokens;
}

/** The value the tokens describe, built back, to compare with JSON.parse. */
function valueOf(tokens: JsonToken[]): unknown {
  let at = 0;
  const next = (): unknown => {
    const token = tokens[at++];
    switch (token.name) {
      case 'startObject': {
        const object: Record<string, unknown> = {};
        while (tokens[at].name !== 'endObject') {
          const key = tokens[at++] as { value: string };
          Object.defineProperty(object, key.value, { value: next(), enumerable: true });
        }
        at += 1;
        return object;
      }
      case 'startArray': {
        const list: unknown[] = [];
        while (tokens[at].name !== 'endArray') list.push(next());
        at += 1;
        return list;
      }
      case 'startString': {
        let text = '';
        for (let chunk = tokens[at++]; chunk.name === 'stringChunk'; chunk = tokens[at++])
          text += chunk.value;
        return text;
      }
      case 'numberValue':
        return Number(token.value);
      case 'trueValue':
      case 'falseValue':
      case 'nullValue':
        return token.value;
      default:
        throw new Error(`unexpected ${token.name}`);
    }
  };
  const value = next();
  expect(at).toBe(tokens.length);
  return value;
}

const VALID = [
  '{"csvData":"question,answer\\nQ \\"1\\"?,A\\r\\n","replaceExisting":true}',
  ' [ 1 , -0.5e+10 , 0 , 12E-3 , true , false , null , "" , {} , [] ] ',
  '{"a\\u00e9\\ud83c\\udfcc":{"b":[{"c":"\\/\\b\\f\\t\\\\"}]}}',
  '"\\ud800 lone"',
  '-12',
  'null',
  '{"deep":[[[[{"x":[null]}]]]]}',
  '{"text":"⛳ 🏌️ ü"}',
];

const INVALID = [
  '',
  '   ',
  '{',
  '{"a":1,}',
  '[1,]',
  '[,1]',
  '{"a" 1}',
  '{a:1}',
  '{"a":1}}',
  '[1] [2]',
  '"unclosed',
  '"raw\nline"',
  '"tab\there"',
  '"\\x"',
  '"\\u12g4"',
  '"\\u12"',
  '01',
  '-',
  '1.',
  '.5',
  '+1',
  '1e',
  'tru',
  'truex',
  'nul',
  'True',
  '[1 2]',
  '{"a":1 "b":2}',
  '\u00a0[]',
];

describe('JsonTokens', () => {
  it.each(VALID)('reads %s as JSON.parse does, however the text is cut', (text) => {
    const expected = JSON.parse(text) as unknown;
    expect(valueOf(tokensOf(text))).toEqual(expected);
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect(valueOf(tokensOf(text, [cut]))).toEqual(expected);
    }
    const everyCharacter = Array.from({ length: text.length }, (_, i) => i);
    expect(valueOf(tokensOf(text, everyCharacter))).toEqual(expected);
  });

  it.each(INVALID)('refuses %j as JSON.parse does, however the text is cut', (text) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(() => tokensOf(text)).toThrow(NotJsonError);
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect(() => tokensOf(text, [cut])).toThrow(NotJsonError);
    }
  });

  it('gives a string as one chunk per piece, escapes decoded in it', () => {
    const tokens = tokensOf('["a\\nb\\"c"]', [5]);
    expect(tokens).toEqual([
      { name: 'startArray' },
      { name: 'startString' },
      { name: 'stringChunk', value: 'a\n' },
      { name: 'stringChunk', value: 'b"c' },
      { name: 'endString' },
      { name: 'endArray' },
    ]);
  });

  it('refuses a number longer than any field needs, without holding it piece after piece', () => {
    const longest = '9'.repeat(MAX_NUMBER_LENGTH);
    expect(valueOf(tokensOf(`[${longest}]`, [5]))).toEqual([Number(longest)]);
    const endless = `[${'9'.repeat(2 ** 20)}]`;
    const pieces = Array.from({ length: 2 ** 20 / 64 }, (_, i) => 1 + i * 64);
    expect(() => tokensOf(endless, pieces)).toThrow(NumberTooLongError);
  });
});

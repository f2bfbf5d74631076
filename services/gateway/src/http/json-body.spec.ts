import { BadRequestException } from '@nestjs/common';
import { MAX_JSON_DEPTH, checkedJson } from './json-body';

const refusalOf = (body: Buffer | string): string => {
  try {
    checkedJson(Buffer.isBuffer(body) ? body : Buffer.from(body));
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: string }).message;
  }
  throw new Error('not refused');
};

describe('checkedJson', () => {
  it('parses ordinary bodies, keeping hostile but legal text as sent', () => {
    const text = "'; DROP TABLE faqs; -- \u202egnp.exe \u200b 🏌️ e\u0301 \ud83c\udfcc";
    expect(
      checkedJson(Buffer.from(JSON.stringify({ message: text, n: [1, { a: null }] }))),
    ).toEqual({ message: text, n: [1, { a: null }] });
  });

  it('refuses bytes that are not UTF-8, instead of storing U+FFFD', () => {
    const bytes = Buffer.concat([
      Buffer.from('{"q":"'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('"}'),
    ]);
    expect(refusalOf(bytes)).toMatch(/not valid UTF-8/);
  });

  it('refuses broken JSON, saying to check the syntax', () => {
    expect(refusalOf('{"message": "hi",')).toMatch(/not valid JSON. Check the syntax/);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses deeper nesting without recursion`, () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(() => checkedJson(Buffer.from(nested(MAX_JSON_DEPTH)))).not.toThrow();
    expect(refusalOf(nested(MAX_JSON_DEPTH + 1))).toMatch(/nested more than 32 levels/);
    expect(refusalOf(`{"a":${nested(200_000)}}`)).toMatch(/nested more than/);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a %s key at any depth', (key) => {
    expect(refusalOf(`{"faqs":[{"question":"Q?","${key}":{"isAdmin":true}}]}`)).toBe(
      `${key} is not a field this request takes. Remove it.`,
    );
  });

  it('refuses a lone surrogate in a value or a key', () => {
    expect(refusalOf('{"question":"Lone \\ud800 high?"}')).toMatch(/lone UTF-16 surrogate/);
    expect(refusalOf('{"\\udc00":"x"}')).toMatch(/broken field name/);
  });

  it('reads an empty body as no body', () => {
    expect(checkedJson(Buffer.alloc(0))).toBeUndefined();
  });
});

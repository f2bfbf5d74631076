/** A token of an import body: keys and numbers whole, strings in chunks as the text arrives. */
export type JsonToken =
  | { name: 'startObject' | 'endObject' | 'startArray' | 'endArray' }
  | { name: 'startString' | 'endString' }
  | { name: 'keyValue' | 'stringChunk' | 'numberValue'; value: string }
  | { name: 'trueValue' | 'falseValue' | 'nullValue'; value: boolean | null };

/** The text is not JSON: refused as such by whoever reads the tokens. */
export class NotJsonError extends Error {}

/**
 * Longest number read. A number cut off at the end of a piece is held and read again with the
 * next, so one without end would take time growing with the square of its length; no field of
 * an import needs more than a few digits.
 */
export const MAX_NUMBER_LENGTH = 100;

export class NumberTooLongError extends Error {}

type Expecting = 'value' | 'firstValue' | 'key' | 'firstKey' | 'colon' | 'afterValue' | 'end';

/** The characters of a string up to a quote, a backslash or a control character. */
const STRING_RUN = /[^"\\\u0000-\u001f]*/y;
const NUMBER_CHARS = /[-+.eE0-9]*/y;
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const ESCAPED = new Map([
  ['"', '"'],
  ['\\', '\\'],
  ['/', '/'],
  ['b', '\b'],
  ['f', '\f'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
]);
const LITERALS = [
  { text: 'true', token: { name: 'trueValue', value: true } },
  { text: 'false', token: { name: 'falseValue', value: false } },
  { text: 'null', token: { name: 'nullValue', value: null } },
] as const;

/**
 * JSON text, given in pieces as it arrives, to tokens (RFC 8259: one value, whitespace around
 * it). A string's text goes out as one chunk per piece, escapes decoded; lone UTF-16
 * surrogates pass through for the reader to refuse. Written for the import body, in place of
 * stream-json, which cut strings into chunks of at most 256 characters plus one per escape:
 * a 100,000-row csvData was over 400,000 tokens, each through an object stream (reading the
 * 48.6 MB body in-process: 220-290 ms with stream-json, 150-190 ms with this). Nothing is
 * held but an escape, number or literal cut off at the end of a piece.
 */
export class JsonTokens {
  private expecting: Expecting = 'value';
  private readonly open: ('object' | 'array')[] = [];
  /** Inside a string: a key (collected whole) or a value (streamed). */
  private inString: 'key' | 'value' | undefined;
  private key = '';
  /** The end of the last piece when it may continue in the next one. */
  private held = '';

  constructor(private readonly take: (token: JsonToken) => void) {}

  write(piece: string): void {
    this.read(this.held + piece, false);
  }

  /** After the last piece: throws unless the text was one whole value. */
  end(): void {
    this.read(this.held, true);
    if (this.expecting !== 'end' || this.inString) throw new NotJsonError('unexpected end');
  }

  private read(text: string, last: boolean): void {
    this.held = '';
    let at = 0;
    while (at < text.length) {
      if (this.inString) {
        at = this.readString(text, at);
        continue;
      }
      const char = text[at];
      if (char === ' ' || char === '\n' || char === '\r' || char === '\t') {
        at += 1;
      } else if (this.expecting === 'value' || this.expecting === 'firstValue') {
        at = this.readValue(text, at, last);
      } else if (this.expecting === 'key' || this.expecting === 'firstKey') {
        if (char === '"') {
          this.inString = 'key';
          this.key = '';
        } else if (char === '}' && this.expecting === 'firstKey') {
          this.close('object');
        } else throw unexpected(char);
        at += 1;
      } else if (this.expecting === 'colon') {
        if (char !== ':') throw unexpected(char);
        this.expecting = 'value';
        at += 1;
      } else if (this.expecting === 'afterValue') {
        const inside = this.open[this.open.length - 1];
        if (char === ',') this.expecting = inside === 'object' ? 'key' : 'value';
        else if (char === '}' && inside === 'object') this.close('object');
        else if (char === ']' && inside === 'array') this.close('array');
        else throw unexpected(char);
        at += 1;
      } else {
        throw unexpected(char); // anything after the value
      }
    }
  }

  /** A value starting at `at`; returns where reading goes on. */
  private readValue(text: string, at: number, last: boolean): number {
    const char = text[at];
    if (char === '{') {
      this.open.push('object');
      this.take({ name: 'startObject' });
      this.expecting = 'firstKey';
      return at + 1;
    }
    if (char === '[') {
      this.open.push('array');
      this.take({ name: 'startArray' });
      this.expecting = 'firstValue';
      return at + 1;
    }
    if (char === ']' && this.expecting === 'firstValue') {
      this.close('array');
      return at + 1;
    }
    if (char === '"') {
      this.inString = 'value';
      this.take({ name: 'startString' });
      return at + 1;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER_CHARS.lastIndex = at;
      NUMBER_CHARS.exec(text);
      const end = NUMBER_CHARS.lastIndex;
      if (end - at > MAX_NUMBER_LENGTH) throw new NumberTooLongError();
      if (end === text.length && !last) return this.hold(text, at);
      const number = text.slice(at, end);
      if (!NUMBER.test(number)) throw new NotJsonError(`not a number: ${number.slice(0, 20)}`);
      this.take({ name: 'numberValue', value: number });
      this.valueEnded();
      return end;
    }
    for (const literal of LITERALS) {
      if (text.startsWith(literal.text, at)) {
        this.take(literal.token);
        this.valueEnded();
        return at + literal.text.length;
      }
      if (!last && literal.text.startsWith(text.slice(at))) return this.hold(text, at);
    }
    throw unexpected(char);
  }

  /** A string's text from `at` to its closing quote or the end of the piece. */
  private readString(text: string, at: number): number {
    const pieces: string[] = [];
    let ended = false;
    while (at < text.length) {
      STRING_RUN.lastIndex = at;
      STRING_RUN.exec(text);
      const runEnd = STRING_RUN.lastIndex;
      if (runEnd > at) pieces.push(text.slice(at, runEnd));
      at = runEnd;
      if (at === text.length) break;
      const char = text[at];
      if (char === '"') {
        ended = true;
        at += 1;
        break;
      }
      if (char !== '\\') throw new NotJsonError('a control character inside a string');
      const escape = text[at + 1];
      if (escape === undefined || (escape === 'u' && at + 6 > text.length)) {
        at = this.hold(text, at);
        break;
      }
      if (escape === 'u') {
        const hex = text.slice(at + 2, at + 6);
        if (!HEX4.test(hex)) throw new NotJsonError(`a broken escape \\u${hex}`);
        pieces.push(String.fromCharCode(parseInt(hex, 16)));
        at += 6;
      } else {
        const decoded = ESCAPED.get(escape);
        if (decoded === undefined) throw new NotJsonError(`a broken escape \\${escape}`);
        pieces.push(decoded);
        at += 2;
      }
    }
    this.stringRead(pieces.join(''), ended);
    return at;
  }

  private stringRead(text: string, ended: boolean): void {
    if (this.inString === 'key') {
      this.key += text;
      if (!ended) return;
      this.take({ name: 'keyValue', value: this.key });
      this.key = '';
      this.expecting = 'colon';
    } else {
      if (text) this.take({ name: 'stringChunk', value: text });
      if (!ended) return;
      this.take({ name: 'endString' });
      this.valueEnded();
    }
    this.inString = undefined;
  }

  private close(kind: 'object' | 'array'): void {
    this.open.pop();
    this.take({ name: kind === 'object' ? 'endObject' : 'endArray' });
    this.valueEnded();
  }

  private valueEnded(): void {
    this.expecting = this.open.length > 0 ? 'afterValue' : 'end';
  }

  /** Keeps the rest of the piece, cut off mid-token, for the next; returns the piece's end. */
  private hold(text: string, at: number): number {
    this.held = text.slice(at);
    return text.length;
  }
}

function unexpected(char: string): NotJsonError {
  return new NotJsonError(`unexpected ${JSON.stringify(char)}`);
}

import { JsonToken } from './json-tokens';

type Container = unknown[] | Record<string, unknown>;

/**
 * One JSON value built from its tokens as they arrive, as JSON.parse would build it: a row of
 * an import's faqs list, sent on to the faq service already parsed. Its keys were checked by
 * the reader (no __proto__, constructor or prototype). `length` is about its length as JSON
 * text (escapes aside), so that a row longer than any FAQ is refused before it is all held.
 */
export class JsonValue {
  length = 0;
  /** The whole value, once take() has said so. */
  value: unknown;
  private readonly open: Container[] = [];
  /** For each open object, the key whose value comes next. */
  private readonly keys: string[] = [];
  private text = '';

  /** Takes the value's next token; true when that was its last. */
  take(token: JsonToken): boolean {
    this.length += lengthOf(token);
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        this.open.push(token.name === 'startObject' ? {} : []);
        this.keys.push('');
        return false;
      case 'endObject':
      case 'endArray':
        this.keys.pop();
        return this.put(this.open.pop());
      case 'keyValue':
        this.keys[this.keys.length - 1] = token.value;
        return false;
      case 'startString':
        this.text = '';
        return false;
      case 'stringChunk':
        this.text += token.value;
        return false;
      case 'endString':
        return this.put(this.text);
      case 'numberValue':
        return this.put(Number(token.value));
      default:
        return this.put(token.value); // true, false or null
    }
  }

  private put(value: unknown): boolean {
    const parent = this.open.at(-1);
    if (parent === undefined) {
      this.value = value;
      return true;
    }
    if (Array.isArray(parent)) parent.push(value);
    else parent[this.keys[this.keys.length - 1]] = value;
    return false;
  }
}

/** About what the token adds to the value's JSON text, escapes aside. */
function lengthOf(token: JsonToken): number {
  switch (token.name) {
    case 'stringChunk':
      return token.value.length;
    case 'keyValue':
      return token.value.length + 3; // "key":
    case 'numberValue':
      return token.value.length + 1; // and a comma
    case 'trueValue':
    case 'falseValue':
    case 'nullValue':
      return 5;
    default:
      return 1; // a bracket, a brace or a quote
  }
}

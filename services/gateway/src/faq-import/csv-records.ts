/**
 * Where CSV records end, so that an import can be cut into parts of whole records. A record
 * ends at a line break (\n, \r\n or a lone \r) outside quotes. Inside a quoted field quotes
 * come in pairs ("" is one quote), so the number of quotes before a break says whether it is
 * inside one. A file whose quotes do not pair up is refused anyway, by the faq service when it
 * reads the part, naming the line.
 */

/**
 * The first record of text that arrives in pieces, each piece read once: searching the whole
 * text again on each piece would take time growing with the square of the pieces.
 */
export class FirstRecord {
  /** Characters taken without the record ending. */
  length = 0;
  private readonly pieces: string[] = [];
  private readonly state: ScanState = { quoted: false, trailingCr: false };

  /** Takes the next piece; once the record has ended, it and the rest of this piece. */
  add(piece: string): { record: string; rest: string } | undefined {
    if (piece === '') return undefined;
    let end: number;
    if (this.state.trailingCr) {
      // The last piece ended in \r: the record ended there, or with this \n.
      this.state.trailingCr = false;
      end = piece.charCodeAt(0) === LF ? 1 : 0;
    } else {
      end = scan(piece, piece.length, true, this.state);
    }
    if (end === -1) {
      this.pieces.push(piece);
      this.length += piece.length;
      return undefined;
    }
    return { record: this.pieces.join('') + piece.slice(0, end), rest: piece.slice(end) };
  }

  /** All that was taken: at the end of the text, a record without a line break. */
  text(): string {
    return this.pieces.join('');
  }
}

/** The index just past the last record end before `limit`, or -1 if there is none. */
export function lastRecordEnd(text: string, limit: number): number {
  return scan(text, limit, false, { quoted: false, trailingCr: false });
}

/** Line breaks in the text, as a spreadsheet counts lines: \r\n once. */
export function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  for (let at = text.indexOf('\r'); at !== -1; at = text.indexOf('\r', at + 1)) {
    if (text.charCodeAt(at + 1) !== LF) count += 1;
  }
  return count;
}

interface ScanState {
  quoted: boolean;
  /** The text ended in a \r outside quotes: whether that ends a record depends on what follows. */
  trailingCr: boolean;
}

/**
 * The first (or last) index just past a record end in text[0, limit), or -1. It jumps from
 * quote to line break with indexOf, each found once: a regular expression's match per
 * character of interest cost 0.4 s of a 40 MB import.
 */
function scan(text: string, limit: number, first: boolean, state: ScanState): number {
  const next = { quote: -2, lf: -2, cr: -2 }; // -2: not looked for yet; -1: none left
  const find = (char: '"' | '\n' | '\r', key: keyof typeof next, from: number) => {
    if (next[key] !== -1 && next[key] < from) next[key] = text.indexOf(char, from);
    return next[key];
  };
  let end = -1;
  for (let at = 0; at < limit;) {
    const quote = find('"', 'quote', at);
    if (state.quoted) {
      if (quote === -1 || quote >= limit) break;
      state.quoted = false;
      at = quote + 1;
      continue;
    }
    const lf = find('\n', 'lf', at);
    const cr = find('\r', 'cr', at);
    const lineBreak = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (quote !== -1 && (lineBreak === -1 || quote < lineBreak)) {
      if (quote >= limit) break;
      state.quoted = true;
      at = quote + 1;
      continue;
    }
    if (lineBreak === -1 || lineBreak >= limit) break;
    at = lineBreak + 1;
    if (lineBreak === cr) {
      // A \r ends its record only if no \n follows it: at the end of the text, wait and see.
      if (at === text.length) {
        state.trailingCr = true;
        break;
      }
      if (text.charCodeAt(at) === LF) continue;
    }
    end = at;
    if (first) return end;
  }
  return end;
}

const LF = 0x0a;

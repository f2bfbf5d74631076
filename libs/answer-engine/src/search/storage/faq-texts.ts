import { LRUCache } from 'lru-cache';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FaqText } from '../faq-text';

/** FAQs per compressed block: about 16 KB of text at usual lengths. */
const BLOCK_SIZE = 32;
/** Blocks kept inflated, the last ones read: 2,048 FAQs, a whole shop's set for most shops. */
const CACHED_BLOCKS = 64;

/**
 * The FAQs' ids and texts, known by their number (the order they were added in), compressed.
 * A search works on numbers; only a reply needs the text of its few FAQs. FAQs are kept in
 * blocks of BLOCK_SIZE, each deflated as a JSON list, and a read inflates its block; the blocks
 * read last stay inflated, so popular FAQs and small sets cost no inflating at all. At 90,000
 * FAQs their texts took 48 MB of the chat service's heap as strings.
 */
export class FaqTexts {
  private readonly ids: number[] = [];
  private readonly blocks: Uint8Array[] = [];
  /** The block being filled, as [question, answer] pairs. */
  private open: [string, string][] = [];
  private readonly inflated = new LRUCache<number, FaqText[]>({ max: CACHED_BLOCKS });

  /** How many FAQs there are. */
  get count(): number {
    return this.ids.length;
  }

  /** Adds an FAQ; returns its number. */
  add({ id, question, answer }: FaqText): number {
    this.ids.push(id);
    this.open.push([question, answer]);
    if (this.open.length === BLOCK_SIZE) this.seal();
    return this.ids.length - 1;
  }

  /** Compresses the block being filled: call once all FAQs are added. */
  seal(): void {
    if (this.open.length === 0) return;
    // Copied out: zlib's output is a view of a buffer several times its size.
    this.blocks.push(new Uint8Array(deflateRawSync(JSON.stringify(this.open))));
    this.open = [];
  }

  idOf(faq: number): number {
    return this.ids[faq];
  }
  /** The number of the FAQ with this id, through `byId` (FAQ numbers in the order of their ids). */
  numberOf(id: number, byId: Int32Array): number | undefined {
    let low = 0;
    let high = byId.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.idOf(byId[middle]);
      if (found === id) return byId[middle];
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** The FAQ's id and texts (only once sealed). */
  get(faq: number): FaqText {
    const block = Math.floor(faq / BLOCK_SIZE);
    let texts = this.inflated.get(block);
    if (!texts) {
      const pairs = JSON.parse(inflateRawSync(this.blocks[block]).toString()) as [string, string][];
      texts = pairs.map(([question, answer], i) => ({
        id: this.ids[block * BLOCK_SIZE + i],
        question,
        answer,
      }));
      this.inflated.set(block, texts);
    }
    return texts[faq % BLOCK_SIZE];
  }
}

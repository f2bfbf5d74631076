import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

/** Hashes per lookup and rows per insert: well under Postgres's 65,535 parameters. */
const ROWS_PER_QUERY = 1000;

/** The key a text's vector is stored under, with the model's name. */
export function textKey(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** A vector as stored: little-endian float32. */
export function vectorToBytes(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => bytes.writeFloatLE(value, i * 4));
  return bytes;
}

export function vectorFromBytes(bytes: Buffer): Float32Array {
  const vector = new Float32Array(bytes.length / 4);
  for (let i = 0; i < vector.length; i++) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

/**
 * The text_embeddings table: vectors of FAQ texts by (model, SHA-256 of the text), shared by
 * every replica and kept across restarts. Concurrent replicas may store the same vector; the
 * first one stays.
 */
@Injectable()
export class EmbeddingStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The stored vectors of these texts for the model, by the texts' hex keys. */
  async find(model: string, keys: Buffer[]): Promise<Map<string, Float32Array>> {
    const found = new Map<string, Float32Array>();
    for (let start = 0; start < keys.length; start += ROWS_PER_QUERY) {
      const part = keys.slice(start, start + ROWS_PER_QUERY);
      const marks = part.map((_, i) => `$${i + 2}`).join(', ');
      const rows: { text_sha256: Buffer; vector: Buffer }[] = await this.dataSource.query(
        `SELECT text_sha256, vector FROM text_embeddings
          WHERE model = $1 AND text_sha256 IN (${marks})`,
        [model, ...part],
      );
      for (const row of rows)
        found.set(asBuffer(row.text_sha256).toString('hex'), vectorFromBytes(asBuffer(row.vector)));
    }
    return found;
  }

  async save(model: string, entries: { key: Buffer; vector: Float32Array }[]): Promise<void> {
    for (let start = 0; start < entries.length; start += ROWS_PER_QUERY) {
      const part = entries.slice(start, start + ROWS_PER_QUERY);
      const rows = part.map((_, i) => `($1, $${i * 2 + 2}, $${i * 2 + 3})`).join(', ');
      await this.dataSource.query(
        `INSERT INTO text_embeddings (model, text_sha256, vector) VALUES ${rows}
           ON CONFLICT (model, text_sha256) DO NOTHING`,
        [model, ...part.flatMap(({ key, vector }) => [key, vectorToBytes(vector)])],
      );
    }
  }
}

/** Drivers hand bytea back as a Buffer or a Uint8Array (PGlite). */
function asBuffer(value: Buffer | Uint8Array): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.length);
}

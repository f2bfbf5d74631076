// pg-copy-streams ships no types: what the transfer benchmark uses of it.
declare module 'pg-copy-streams' {
  import type { Writable } from 'node:stream';
  import type { Submittable } from 'pg';

  /** COPY ... FROM STDIN, as a query pg's client submits and a stream the rows are piped to. */
  export function from(text: string): Writable & Submittable;
}

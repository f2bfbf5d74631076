import 'reflect-metadata';
import { decodeCursor, encodeCursor } from './handoff-cursor';

const cursor = {
  createdAt: '2026-06-30 12:00:00.123456+00',
  id: '8f14e45f-ceea-467f-a8b1-6f2d3c1a0b9e',
};

describe('the cursor of the admin list of requests', () => {
  it('gives back the microseconds and the id it was made of, in a query-string-safe form', () => {
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it('refuses anything it did not make, saying what to send', () => {
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'not-a-cursor',
      made(['yesterday', cursor.id]),
      made([cursor.createdAt, "1' OR '1'='1"]),
      made({ createdAt: cursor.createdAt, id: cursor.id }),
    ]) {
      expect(() => decodeCursor(bad)).toThrow('cursor must be the nextCursor of the page before');
    }
  });
});

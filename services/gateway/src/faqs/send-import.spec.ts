import 'reflect-metadata';
import { IMPORT_PART_MAX_LENGTH } from '@caddie/contracts';
import { csvParts, jsonParts } from './send-import';

describe('import parts', () => {
  it('cuts CSV text into parts that join back to it exactly', () => {
    const text = 'question,answer\n' + 'Q?,"A, with ""quotes""\nand lines"\n'.repeat(100_000);
    const parts = csvParts(text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.length <= IMPORT_PART_MAX_LENGTH)).toBe(true);
    expect(parts.join('')).toBe(text);
  });

  it('never cuts an emoji in two', () => {
    const text = 'x'.repeat(IMPORT_PART_MAX_LENGTH - 1) + '⛳🏌️' + 'y'.repeat(10);
    const parts = csvParts(text);
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(part).toBe(Buffer.from(part, 'utf8').toString('utf8'));
  });

  it('sends an empty file as one empty part, for the faq service to refuse with its message', () => {
    expect(csvParts('')).toEqual(['']);
    expect(jsonParts([])).toEqual(['[]']);
  });

  it('splits a JSON list into lists within the part size that hold every FAQ in order', () => {
    const faqs = Array.from({ length: 5000 }, (_, i) => ({
      question: `Q${i}?`,
      answer: 'A'.repeat(500),
    }));
    const parts = jsonParts(faqs);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.length <= IMPORT_PART_MAX_LENGTH)).toBe(true);
    expect(parts.flatMap((part) => JSON.parse(part))).toEqual(faqs);
  });
});

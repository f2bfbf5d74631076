import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { LIMITS } from '../limits';
import { UpdateFaqDto } from './update-faq.dto';
import { tidyPhrasings } from './phrasings';

function messages(body: object): string[] {
  return validateSync(plainToInstance(UpdateFaqDto, body)).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );
}

describe('phrasings of an FAQ', () => {
  it('accepts a list of one-line texts, an empty list, or no field at all', () => {
    expect(messages({ phrasings: ['Can I return clubs?', 'refund policy'] })).toEqual([]);
    expect(messages({ phrasings: [] })).toEqual([]);
    expect(messages({})).toEqual([]);
  });

  it.each([
    [{ phrasings: null }, 'phrasings must be a list of texts'],
    [{ phrasings: 'one' }, 'phrasings must be a list of texts'],
    [{ phrasings: [1] }, 'Each of phrasings must be text'],
    [{ phrasings: ['  '] }, 'Each of phrasings must not be blank'],
    [{ phrasings: ['a\u0000b'] }, 'NUL character'],
    [{ phrasings: ['line one\nline two'] }, 'Each phrasing must be a single line'],
    [{ phrasings: ['x'.repeat(LIMITS.QUESTION_MAX_LENGTH + 1)] }, 'at most 500 characters'],
    [
      { phrasings: Array.from({ length: LIMITS.PHRASINGS_MAX_COUNT + 1 }, (_, i) => `q${i}`) },
      'at most 20 phrasings',
    ],
  ])('refuses %j, saying what to do', (body, expected) => {
    const found = messages(body);
    expect(found.join(' ')).toContain(expected);
  });

  it('keeps each phrasing once, trimmed, and never the question itself', () => {
    expect(
      tidyPhrasings(
        [' Refund policy? ', 'refund POLICY?', '', 'Can I return clubs?', 'Another way'],
        'Can I return clubs?',
      ),
    ).toEqual(['Refund policy?', 'Another way']);
  });
});

import 'reflect-metadata';
import { ImportFaqItemDto, LIMITS } from '@caddie/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { isClearlyValidItem } from './clearly-valid-item';

const passesDto = (item: object) =>
  validateSync(plainToInstance(ImportFaqItemDto, item), {
    whitelist: true,
    forbidNonWhitelisted: true,
  }).length === 0;

const TEXTS: unknown[] = [
  'How long do returns take?',
  '',
  '   ',
  '\t\n',
  'a\0b',
  'x'.repeat(LIMITS.QUESTION_MAX_LENGTH),
  'x'.repeat(LIMITS.QUESTION_MAX_LENGTH + 1),
  'x'.repeat(LIMITS.ANSWER_MAX_LENGTH),
  'x'.repeat(LIMITS.ANSWER_MAX_LENGTH + 1),
  '😀'.repeat(LIMITS.QUESTION_MAX_LENGTH / 2 + 1),
  'two\nlines',
  42,
  null,
  undefined,
  ['a list'],
  {},
];
const VARIANTS: Record<string, unknown[]> = {
  question: TEXTS,
  answer: TEXTS,
  id: [undefined, null, 0, 1, 7, -3, 1.5, 2_147_483_647, 2_147_483_648, '7', NaN, Infinity],
  isActive: [undefined, null, true, false, 'true', 1, 0],
  phrasings: [
    undefined,
    null,
    [],
    ['Another way to ask'],
    ['ok', ''],
    ['ok', 'two\nlines'],
    ['ok', 'carriage\rreturn'],
    ['ok', 7],
    ['a\0b'],
    Array.from({ length: LIMITS.PHRASINGS_MAX_COUNT }, (_, i) => `way ${i}`),
    Array.from({ length: LIMITS.PHRASINGS_MAX_COUNT + 1 }, (_, i) => `way ${i}`),
    'not a list',
  ],
  createdAt: [undefined, '2024-05-01T10:00:00.000Z', 'yesterday'],
  extra: [undefined, 'anything'],
};
const BASE = { question: 'Do you ship abroad?', answer: 'Yes, to 30 countries.' };

describe('isClearlyValidItem', () => {
  it.each(Object.keys(VARIANTS))('never vouches for a row the DTO refuses (%s varied)', (field) => {
    for (const value of VARIANTS[field]) {
      const item = value === undefined ? { ...BASE } : { ...BASE, [field]: value };
      if (isClearlyValidItem(item))
        expect([field, value, passesDto(item)]).toEqual([field, value, true]);
    }
  });

  it('vouches for ordinary rows, so they skip class-validator', () => {
    expect(isClearlyValidItem(BASE)).toBe(true);
    expect(
      isClearlyValidItem({ ...BASE, id: 12, isActive: false, phrasings: ['Ship overseas?'] }),
    ).toBe(true);
  });

  it('leaves rows with extra fields or dates to class-validator', () => {
    expect(isClearlyValidItem({ ...BASE, createdAt: '2024-05-01T10:00:00.000Z' })).toBe(false);
    expect(isClearlyValidItem({ ...BASE, colour: 'red' })).toBe(false);
  });
});

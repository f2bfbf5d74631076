import 'reflect-metadata';
import { ImportFaqItemDto } from '@caddie/contracts';
import { Type, plainToInstance } from 'class-transformer';
import { IsArray, ValidateNested, validateSync } from 'class-validator';
import { describeValidationErrors } from './rpc-validation.pipe';

/** A body with a list of FAQs, as a JSON import file holds them. */
class FaqListDto {
  @IsArray({ message: 'Send a list of FAQs.' })
  @ValidateNested({ each: true })
  @Type(() => ImportFaqItemDto)
  faqs: ImportFaqItemDto[];
}

function problemsIn(body: object): string[] {
  const dto = plainToInstance(FaqListDto, body);
  return describeValidationErrors(
    validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }),
  );
}

const GOOD = { question: 'Return policy?', answer: 'Thirty days.' };

describe('describeValidationErrors', () => {
  it('gives nothing for a valid request', () => {
    expect(problemsIn({ faqs: [GOOD] })).toEqual([]);
  });

  it('names an array item by its 1-based row and then the field', () => {
    const lines = problemsIn({ faqs: [GOOD, GOOD, { question: 'Q', answer: '   ' }] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^faqs row 3\.answer must not be blank\. /);
  });

  it('describes problems in several rows, each by its own row', () => {
    const lines = problemsIn({
      faqs: [{ question: '', answer: 'A' }, GOOD, { question: 'Q', answer: 'A', isActive: 'yes' }],
    });
    expect(lines).toEqual([
      expect.stringMatching(/^faqs row 1\.question must not be blank\./),
      'faqs row 3.isActive must be true or false.',
    ]);
  });

  it('tells the caller to remove a field the request does not take', () => {
    expect(problemsIn({ faqs: [GOOD], colour: 'green' })).toEqual([
      'colour is not a field this request takes. Remove it.',
    ]);
  });

  it('tells the caller to remove an unknown field inside a row, naming the row', () => {
    expect(problemsIn({ faqs: [GOOD, { ...GOOD, colour: 'green' }] })).toEqual([
      'faqs row 2.colour is not a field this request takes. Remove it.',
    ]);
  });

  it('keeps a top-level message as written when it does not start with the field name', () => {
    expect(problemsIn({ faqs: 'not a list' })).toContain('faqs: Send a list of FAQs.');
  });
});

import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateFaqDto, tidyPhrasings } from '@caddie/contracts';
import { GOLF_FAQ_PHRASINGS } from './golf-faq-phrasings';
import { GOLF_FAQS } from './golf-faqs';

describe('the seed FAQs’ phrasings', () => {
  const seedQuestions = GOLF_FAQS.map((faq) => faq.question);

  it('name only seed questions, and give every seed FAQ some', () => {
    expect(Object.keys(GOLF_FAQ_PHRASINGS).sort()).toEqual([...seedQuestions].sort());
  });

  it.each(GOLF_FAQS)('pass the rules an administrator’s phrasings must: $question', (faq) => {
    const phrasings = [...GOLF_FAQ_PHRASINGS[faq.question]];
    const dto = plainToInstance(CreateFaqDto, { ...faq, phrasings });
    expect(validateSync(dto).map((error) => error.constraints)).toEqual([]);
    expect(tidyPhrasings(phrasings, faq.question)).toEqual(phrasings);
  });

  it('never give two FAQs the same phrasing', () => {
    const all = Object.values(GOLF_FAQ_PHRASINGS).flatMap((list) =>
      list.map((text) => text.toLowerCase()),
    );
    expect(new Set(all).size).toBe(all.length);
  });
});

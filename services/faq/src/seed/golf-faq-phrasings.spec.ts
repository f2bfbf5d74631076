import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateFaqDto, tidyPhrasings } from '@caddie/contracts';
import { GOLF_FAQ_MORE_PHRASINGS, seedPhrasings } from './golf-faq-more-phrasings';
import { GOLF_FAQ_PHRASINGS } from './golf-faq-phrasings';
import { GOLF_FAQS } from './golf-faqs';

describe('the seed FAQs’ phrasings, both releases', () => {
  const seedQuestions = GOLF_FAQS.map((faq) => faq.question);

  it('name only seed questions, and give every seed FAQ some', () => {
    expect(Object.keys(GOLF_FAQ_PHRASINGS).sort()).toEqual([...seedQuestions].sort());
    for (const question of Object.keys(GOLF_FAQ_MORE_PHRASINGS))
      expect(seedQuestions).toContain(question);
  });

  it.each(GOLF_FAQS)('pass the rules an administrator’s phrasings must: $question', (faq) => {
    const phrasings = seedPhrasings(faq.question);
    const dto = plainToInstance(CreateFaqDto, { ...faq, phrasings });
    expect(validateSync(dto).map((error) => error.constraints)).toEqual([]);
    expect(tidyPhrasings(phrasings, faq.question)).toEqual(phrasings);
  });

  it('never give two FAQs the same phrasing', () => {
    const all = GOLF_FAQS.flatMap((faq) =>
      seedPhrasings(faq.question).map((text) => text.toLowerCase()),
    );
    expect(new Set(all).size).toBe(all.length);
  });
});

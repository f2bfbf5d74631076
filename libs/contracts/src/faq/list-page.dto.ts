import { IsBoolean, IsInt, Min } from 'class-validator';
import { Faq } from './faq';

/**
 * FAQs per faq.list-page reply. A reply with every FAQ of a large list would not arrive over
 * Redis: a pub/sub message over 32 MB (its default output limit) disconnects the receiver, and
 * 100,000 FAQs make about 55 MB.
 */
export const FAQ_LIST_PAGE_SIZE = 1000;

/** faq.list-page: the FAQs after afterId, in id order. */
export class FaqListPageMessage {
  @IsBoolean()
  activeOnly: boolean;

  @IsInt()
  @Min(0)
  afterId: number;
}

export interface FaqListPage {
  faqs: Faq[];
  lastId: number;
  done: boolean;
}

/**
 * Every page, asked for one after the other, as they arrive. A caller that needs less of each
 * FAQ can hand back pages of its own records (made as each page arrives), and one that builds
 * something from them can let each page go once used, so the whole list is never held.
 */
export async function* faqPages<T = Faq>(
  page: (afterId: number) => Promise<Omit<FaqListPage, 'faqs'> & { faqs: T[] }>,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const next = await page(afterId);
    yield next.faqs;
    if (next.done) return;
    afterId = next.lastId;
  }
}

/** Every page, as one list (see faqPages). */
export async function allFaqPages<T = Faq>(
  page: (afterId: number) => Promise<Omit<FaqListPage, 'faqs'> & { faqs: T[] }>,
): Promise<T[]> {
  const faqs: T[] = [];
  for await (const faqsOfPage of faqPages(page)) {
    for (const faq of faqsOfPage) faqs.push(faq);
  }
  return faqs;
}

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
 * Every page, asked for one after the other, as one list. A caller that needs less of each FAQ
 * can hand back pages of its own records (made as each page arrives), so the whole list is
 * never held at full size.
 */
export async function allFaqPages<T = Faq>(
  page: (afterId: number) => Promise<Omit<FaqListPage, 'faqs'> & { faqs: T[] }>,
): Promise<T[]> {
  const faqs: T[] = [];
  let afterId = 0;
  for (;;) {
    const next = await page(afterId);
    for (const faq of next.faqs) faqs.push(faq);
    if (next.done) return faqs;
    afterId = next.lastId;
  }
}

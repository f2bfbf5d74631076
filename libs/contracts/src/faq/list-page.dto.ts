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

/** Every page, asked for one after the other, as one list. */
export async function allFaqPages(page: (afterId: number) => Promise<FaqListPage>): Promise<Faq[]> {
  const faqs: Faq[] = [];
  let afterId = 0;
  for (;;) {
    const next = await page(afterId);
    for (const faq of next.faqs) faqs.push(faq);
    if (next.done) return faqs;
    afterId = next.lastId;
  }
}

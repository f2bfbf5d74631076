import { useActiveFaqs } from '../api/get-active-faqs';
import { type PopularFaq, usePopularFaqs } from '../api/get-popular-faqs';

/**
 * The FAQs the "Popular questions:" chips offer: the popular list, or the active FAQs in their
 * stored order when that list cannot be had (a gateway older than the page, say), which is
 * then the only time the whole active list is fetched. Undefined until one of them comes.
 */
export function usePopularQuestions(): PopularFaq[] | undefined {
  const popular = usePopularFaqs();
  const active = useActiveFaqs({ enabled: popular.isError });
  return popular.data ?? active.data;
}

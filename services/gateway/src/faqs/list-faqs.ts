import { FAQ_PATTERNS, Faq, FaqListPage, allFaqPages } from '@caddie/contracts';
import { ServiceClient } from '../transport/service-client';

/** Every FAQ (or every active one) from the faq service, page after page. */
export function listFaqs(faq: ServiceClient, activeOnly: boolean): Promise<Faq[]> {
  return allFaqPages((afterId) =>
    faq.send<FaqListPage>(FAQ_PATTERNS.LIST_PAGE, { activeOnly, afterId }),
  );
}

import type { FaqUsage } from '@caddie/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsQueryKeys } from '../../../lib/insights-query-keys';

/** One FAQ served at least once in the transcripts the chat keeps. */
export type { FaqUsage };

// No queryFn: the default one GETs the key joined with slashes, /api/insights/faq-usage.
export const faqUsageQueryOptions = () =>
  queryOptions<FaqUsage[]>({ queryKey: insightsQueryKeys.faqUsage });

const byFaqId = (usage: FaqUsage[]) => new Map(usage.map((entry) => [entry.faqId, entry]));

/** One request for the whole list, looked up by FAQ id; an FAQ missing was never served. */
export function useFaqUsage() {
  return useQuery({ ...faqUsageQueryOptions(), select: byFaqId });
}

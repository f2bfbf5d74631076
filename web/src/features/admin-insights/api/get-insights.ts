import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsQueryKeys } from '../../../lib/insights-query-keys';
import type { InsightsSummary } from '../types';

// No queryFn: the default one GETs the key joined with slashes, /api/insights.
export const insightsQueryOptions = () =>
  queryOptions<InsightsSummary>({ queryKey: insightsQueryKeys.summary });

export function useInsights() {
  return useQuery(insightsQueryOptions());
}

/**
 * Shared by admin-insights (the summary) and admin-faqs (how often each FAQ was served), which
 * never import each other. The usage key extends the summary key, so invalidating `summary`
 * refetches both: any FAQ change can answer an unanswered question or change what is served.
 */
export const insightsQueryKeys = {
  summary: ['/api/insights'] as const,
  faqUsage: ['/api/insights', 'faq-usage'] as const,
};

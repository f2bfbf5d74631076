// The shapes of GET /api/insights: libs/contracts' own types, imported as types only, so
// nothing of the contracts library (its validators) reaches the page's bundle.
export type {
  ChosenFaq,
  DailyActivity,
  FaqServed,
  FaqUsage,
  InsightsSummary,
  UnansweredQuestion,
} from '@caddie/contracts';

/**
 * Days the Insights section covers, today (UTC) included: contracts' INSIGHTS_DAYS, a value the
 * page cannot import without the contracts' validators (tests/browser/insights.spec.ts checks).
 */
export const INSIGHTS_DAYS = 30;

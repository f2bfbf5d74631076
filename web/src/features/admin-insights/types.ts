// The shapes of GET /api/insights and /api/learning: libs/contracts' own types, imported as types only, so
// nothing of the contracts library (its validators) reaches the page's bundle.
export type {
  AcceptedLearning,
  ChosenFaq,
  DailyActivity,
  DroppedLearning,
  FaqServed,
  FaqUsage,
  InsightsSummary,
  LearnedPhrasing,
  LearningMode,
  LearningReview,
  PendingLearningGroup,
  UnansweredQuestion,
  VisitorEvidence,
} from '@caddie/contracts';

/**
 * Days the Insights section covers, today (UTC) included: contracts' INSIGHTS_DAYS, a value the
 * page cannot import without the contracts' validators (tests/browser/insights.spec.ts checks).
 */
export const INSIGHTS_DAYS = 30;

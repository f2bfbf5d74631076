// The shapes of GET /api/insights, as libs/contracts/src/insights/insights.ts declares them.

/** Days the Insights section covers, today (UTC) included. */
export const INSIGHTS_DAYS = 30;

export interface DailyActivity {
  /** YYYY-MM-DD, UTC. */
  date: string;
  /** Sessions with at least one visitor message that day. */
  conversations: number;
  /** Visitor messages that day. */
  messages: number;
}

export interface FaqServed {
  faqId: number;
  /** The FAQ's question as the chat knows it; null if it is inactive or deleted. */
  question: string | null;
  served: number;
}

/** The FAQ visitors chose from the suggestions under the replies to a question. */
export interface ChosenFaq {
  faqId: number;
  /** The FAQ's question as the chat knows it; null if it is inactive or deleted. */
  question: string | null;
  count: number;
}

export interface UnansweredQuestion {
  /** The most common wording of the group. */
  question: string;
  /** Other wordings that mean the same thing. */
  variants: string[];
  count: number;
  declined: number;
  notHelpful: number;
  lastAskedAt: string;
  /** The FAQ visitors chose most; optional so a chat service older than the page still shows. */
  chosenFaq?: ChosenFaq | null;
}

export interface InsightsSummary {
  from: string;
  to: string;
  /** INSIGHTS_DAYS entries, oldest first. */
  days: DailyActivity[];
  /** Replies that gave an FAQ's answer, and those that said no FAQ answers (small talk is neither). */
  answered: number;
  declined: number;
  helpful: number;
  notHelpful: number;
  /** helpful / (helpful + notHelpful), null before the first vote. */
  helpfulRate: number | null;
  topFaqs: FaqServed[];
  /**
   * Declined or voted-not-helpful questions, and unsure answers passed over for a suggestion,
   * that the FAQs still do not answer, most asked first.
   */
  unanswered: UnansweredQuestion[];
  retentionDays: number;
}

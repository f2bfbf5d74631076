/** Days the Insights section covers, today (UTC) included. */
export const INSIGHTS_DAYS = 30;

/** Unanswered question groups the Insights section lists at most. */
export const UNANSWERED_LIMIT = 20;

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
  /** Times it was chosen for the group's questions. */
  count: number;
}

export interface UnansweredQuestion {
  /** The most common wording of the group. */
  question: string;
  /** Other wordings that mean the same thing (a few). */
  variants: string[];
  count: number;
  declined: number;
  notHelpful: number;
  lastAskedAt: string;
  /** The FAQ visitors chose most for these questions (null: none chosen), to add them to it. */
  chosenFaq: ChosenFaq | null;
}

/** GET /api/insights: the last INSIGHTS_DAYS days of conversations. */
export interface InsightsSummary {
  from: string;
  to: string;
  days: DailyActivity[];
  /** Bot replies that gave an FAQ's answer, and those that said no FAQ answers (small talk is neither). */
  answered: number;
  declined: number;
  helpful: number;
  notHelpful: number;
  /** helpful / (helpful + notHelpful), null before the first vote. */
  helpfulRate: number | null;
  /** Questions visitors left for the team ("Leave your question"), and those still open. */
  handoffs: { left: number; open: number };
  topFaqs: FaqServed[];
  /**
   * Declined or voted-not-helpful questions, and unsure answers passed over for a suggestion,
   * that the FAQs still do not answer, most asked first.
   */
  unanswered: UnansweredQuestion[];
  retentionDays: number;
}

/** GET /api/insights/faq-usage: each FAQ served at least once in the transcripts kept. */
export interface FaqUsage {
  faqId: number;
  served: number;
  lastServedAt: string;
}

import { Injectable } from '@nestjs/common';
import {
  DailyActivity,
  FaqUsage,
  INSIGHTS_DAYS,
  InsightsSummary,
  UNANSWERED_LIMIT,
  UnansweredQuestion,
} from '@caddie/contracts';
import { Clock } from '../clock/clock';
import { ChatServiceConfig } from '../config/chat-service.config';
import { FaqIndex } from '../faq-index/faq-index';
import { QuestionGroup, groupQuestions } from './group-questions';
import { TranscriptFigures, Window } from './transcript-figures';

const DAY_MS = 86_400_000;

/** What customers asked over the last INSIGHTS_DAYS days (UTC), for the admin's Insights. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly figures: TranscriptFigures,
    private readonly index: FaqIndex,
    private readonly clock: Clock,
    private readonly config: ChatServiceConfig,
  ) {}

  async summary(): Promise<InsightsSummary> {
    const window = this.window();
    const [activity, outcomes, top, missed, handoffs] = await Promise.all([
      this.figures.activityByDay(window),
      this.figures.outcomes(window),
      this.figures.topFaqs(window),
      this.figures.missedQuestions(window),
      this.figures.handoffs(window),
    ]);
    const rated = outcomes.helpful + outcomes.notHelpful;
    return {
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      days: days(window).map((date): DailyActivity => {
        const [conversations, messages] = activity.get(date) ?? [0, 0];
        return { date, conversations, messages };
      }),
      ...outcomes,
      helpfulRate: rated === 0 ? null : outcomes.helpful / rated,
      handoffs,
      topFaqs: top.map(({ faqId, served }) => ({
        faqId,
        question: this.index.questionOf(faqId) ?? null,
        served,
      })),
      unanswered: groupQuestions(missed)
        .filter((group) => this.stillUnanswered(group))
        .slice(0, UNANSWERED_LIMIT)
        .map((group) => this.toUnanswered(group)),
      retentionDays: this.config.RETENTION_DAYS,
    };
  }

  async faqUsage(): Promise<FaqUsage[]> {
    const usage = await this.figures.faqUsage();
    return usage.map(({ faqId, served, lastServedAt }) => ({
      faqId,
      served,
      lastServedAt: new Date(lastServedAt).toISOString(),
    }));
  }

  /**
   * Asked again now, would the FAQs still miss it? A group leaves the list once an FAQ or a
   * phrasing answers it, or (for answers voted not helpful or passed over for a suggestion)
   * once another FAQ answers it.
   */
  private stillUnanswered(group: QuestionGroup): boolean {
    const decision = this.index.decide(group.question);
    if (decision.kind === 'none') return true;
    if (decision.kind === 'small-talk') return false;
    return group.unhelpfulFaqIds.has(decision.hit.faq.id);
  }

  private toUnanswered(group: QuestionGroup): UnansweredQuestion {
    const { chosenFaq } = group;
    return {
      question: group.question,
      variants: group.variants,
      count: group.count,
      declined: group.declined,
      notHelpful: group.notHelpful,
      lastAskedAt: group.lastAskedAt.toISOString(),
      chosenFaq: chosenFaq && {
        ...chosenFaq,
        question: this.index.questionOf(chosenFaq.faqId) ?? null,
      },
    };
  }

  /** From the start of the UTC day INSIGHTS_DAYS - 1 days ago to the end of today. */
  private window(): Window {
    const now = this.clock.now().getTime();
    const endOfToday = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
    return { from: new Date(endOfToday - INSIGHTS_DAYS * DAY_MS), to: new Date(endOfToday) };
  }
}

function days({ from, to }: Window): string[] {
  const dates: string[] = [];
  for (let time = from.getTime(); time < to.getTime(); time += DAY_MS) {
    dates.push(new Date(time).toISOString().slice(0, 10));
  }
  return dates;
}

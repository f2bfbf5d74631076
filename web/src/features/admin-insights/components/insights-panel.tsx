import { useAllFaqs } from '../api/get-all-faqs';
import { useInsights } from '../api/get-insights';
import { INSIGHTS_DAYS } from '../types';
import { ActivityChart } from './activity-chart';
import { ActivitySummary } from './activity-summary';
import { AnswerStats } from './answer-stats';
import { InsightsCard } from './insights-card';
import { InsightsError } from './insights-error';
import { LearnedFromVisitors } from './learned-from-visitors';
import { TopFaqs } from './top-faqs';
import { UnansweredQuestions } from './unanswered-questions';

interface InsightsPanelProps {
  /** Opens FAQ Management's add form with this question; the admin page wires it. */
  onCreateFaq: (question: string) => void;
}

/**
 * The Insights section: what visitors asked over the last 30 days and where the FAQs fell
 * short. The default export lets the admin page load it, recharts included, on demand.
 */
export default function InsightsPanel({ onCreateFaq }: InsightsPanelProps) {
  const insights = useInsights();
  const { data: faqs } = useAllFaqs();

  return (
    <section aria-labelledby="insights-title" className="flex flex-col gap-4">
      <div>
        <h1 id="insights-title" className="text-2xl font-semibold text-slate-900">
          Insights
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          What visitors asked in the last {INSIGHTS_DAYS} days (UTC), and where the FAQs fell short.
          {insights.data ? ` Conversations are kept ${insights.data.retentionDays} days.` : null}
        </p>
      </div>
      {insights.isPending ? (
        <p role="status" className="text-slate-600">
          Loading insights...
        </p>
      ) : insights.error ? (
        <InsightsError error={insights.error} onRetry={() => void insights.refetch()} />
      ) : (
        <>
          <InsightsCard title="Conversations per day">
            <ActivityChart days={insights.data.days} />
            <ActivitySummary days={insights.data.days} />
          </InsightsCard>
          <InsightsCard title="Answers and ratings">
            <AnswerStats {...insights.data} />
          </InsightsCard>
          <InsightsCard title="Top FAQs">
            <TopFaqs topFaqs={insights.data.topFaqs} faqs={faqs} />
          </InsightsCard>
          <InsightsCard title="Unanswered questions">
            <UnansweredQuestions groups={insights.data.unanswered} onCreateFaq={onCreateFaq} />
          </InsightsCard>
          <InsightsCard title="Learned from visitors">
            <LearnedFromVisitors />
          </InsightsCard>
        </>
      )}
    </section>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FaqManagement } from '../../features/admin-faqs/components/faq-management';
import { RequestsPanel } from '../../features/admin-requests/components/requests-panel';
import { AdminGate } from '../../features/auth/components/admin-gate';
import { AdminNav } from './admin-nav';

// Its own chunk, recharts included: fetched when an administrator opens Insights.
const InsightsPanel = lazy(() => import('../../features/admin-insights/components/insights-panel'));

export type AdminSection = 'faqs' | 'insights' | 'requests';

/** Route state from Insights' "Create FAQ": the question FAQ Management's add form starts with. */
interface AdminRouteState {
  draftQuestion?: string;
}

/**
 * The admin screen composes the features, which never import each other. Insights' "Create FAQ"
 * reaches FAQ Management through here: the question travels as route state on the way to
 * /admin (so Back returns to Insights), FAQ Management takes it as a prop when it mounts, and
 * the state is then cleared, so a reload does not open the add form a second time.
 */
export default function AdminPage({ section }: { section: AdminSection }) {
  const location = useLocation();
  const navigate = useNavigate();
  const draftQuestion = (location.state as AdminRouteState | null)?.draftQuestion;

  useEffect(() => {
    if (draftQuestion) navigate(location.pathname, { replace: true, state: null });
  }, [draftQuestion, location.pathname, navigate]);

  const createFaq = (question: string) =>
    navigate('/admin', { state: { draftQuestion: question } });

  return (
    <AdminGate>
      <AdminNav />
      {section === 'requests' ? (
        <RequestsPanel />
      ) : section === 'insights' ? (
        <Suspense
          fallback={
            <p role="status" className="text-slate-600">
              Loading insights...
            </p>
          }
        >
          <InsightsPanel onCreateFaq={createFaq} />
        </Suspense>
      ) : (
        <FaqManagement draftQuestion={draftQuestion} />
      )}
    </AdminGate>
  );
}

import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import InsightsPanel from '../components/insights-panel';
import type { InsightsSummary } from '../types';
import { insightsFixture, rentalsFaq, returnsFaq } from './insights-fixture';
import { learningRoutes } from './learning-fixture';

export type Routes = Parameters<typeof mockFetch>[0];

/** The Insights panel with its toasts, over `summary` and two FAQs; `routes` add or override. */
export function renderInsightsPanel(
  summary: InsightsSummary = insightsFixture(),
  routes: Routes = {},
) {
  const fetchMock = mockFetch({
    'GET /api/insights': () => jsonResponse(summary),
    'GET /api/faqs': () => jsonResponse([returnsFaq, rentalsFaq]),
    ...learningRoutes(),
    ...routes,
  });
  renderWithProviders(
    <>
      <InsightsPanel onCreateFaq={jest.fn()} />
      <Toaster />
    </>,
  );
  return fetchMock;
}

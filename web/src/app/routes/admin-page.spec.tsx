import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import {
  insightsFixture,
  rentalsFaq,
  returnsFaq,
} from '../../features/admin-insights/testing/insights-fixture';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppRoutes } from '../app-routes';

let currentLocation: ReturnType<typeof useLocation>;
function LocationProbe() {
  currentLocation = useLocation();
  return null;
}

function renderAdmin(route: string, isAuthenticated = true) {
  mockFetch({
    'GET /api/auth/status': () => jsonResponse({ isAuthenticated, adminEnabled: true }),
    'GET /api/faqs': () => jsonResponse([returnsFaq, rentalsFaq]),
    'GET /api/insights': () => jsonResponse(insightsFixture()),
    'GET /api/insights/faq-usage': () => jsonResponse([]),
  });
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

const sectionLinks = () => within(screen.getByRole('navigation', { name: 'Admin sections' }));

describe('the admin sections', () => {
  it('opens Insights at /admin/insights, marked as the current section', async () => {
    renderAdmin('/admin/insights');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    expect(sectionLinks().getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sectionLinks().getByRole('link', { name: 'FAQ Management' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('moves between FAQ Management and Insights by link', async () => {
    renderAdmin('/admin');
    await screen.findByRole('heading', { name: 'FAQ Management' });
    await userEvent.click(sectionLinks().getByRole('link', { name: 'Insights' }));
    expect(await screen.findByRole('heading', { name: 'Unanswered questions' })).toBeVisible();
    expect(currentLocation.pathname).toBe('/admin/insights');
    await userEvent.click(sectionLinks().getByRole('link', { name: 'FAQ Management' }));
    expect(await screen.findByRole('heading', { name: 'FAQ Management' })).toBeInTheDocument();
  });

  it('asks for the password before showing Insights', async () => {
    renderAdmin('/admin/insights', false);
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
  });

  it('turns "Create FAQ" into FAQ Management with the add form filled in', async () => {
    renderAdmin('/admin/insights');
    const item = await screen.findByRole('article', { name: 'Do you sell gift cards?' });
    await userEvent.click(within(item).getByRole('button', { name: 'Create FAQ' }));
    const form = await screen.findByRole('form', { name: 'Add FAQ' });
    expect(within(form).getByLabelText('Question')).toHaveValue('Do you sell gift cards?');
    expect(within(form).getByLabelText('Answer')).toHaveFocus();
    expect(currentLocation.pathname).toBe('/admin');
    expect(sectionLinks().getByRole('link', { name: 'FAQ Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // handed over once: the state is cleared, so a reload would not open the form again
    await waitFor(() => expect(currentLocation.state).toBeNull());
    expect(within(form).getByLabelText('Question')).toHaveValue('Do you sell gift cards?');
  });
});

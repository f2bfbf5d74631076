import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../test/fake-response';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRoutes } from './app-routes';

describe('AppRoutes', () => {
  beforeEach(() => {
    mockFetch({
      'POST /api/chat/session': () => jsonResponse({ sessionId: 's' }),
      'GET /api/faqs/active': () => jsonResponse([]),
      'GET /api/auth/status': () => jsonResponse({ isAuthenticated: false, adminEnabled: true }),
    });
  });

  it('shows the chat at /', () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.getByText('Hi! What can I help you with?')).toBeInTheDocument();
  });

  it('loads the admin screen at /admin', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });

  it('shows "Page Not Found" with a link back to the chat for any other path', () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminGate } from './admin-gate';

const status =
  (isAuthenticated: boolean, adminEnabled = true) =>
  () =>
    jsonResponse({ isAuthenticated, adminEnabled });

function renderGate() {
  return renderWithProviders(
    <AdminGate>
      <p>FAQ area</p>
    </AdminGate>,
  );
}

describe('AdminGate', () => {
  it('explains that admin is disabled and links back to the chat', async () => {
    mockFetch({ 'GET /api/auth/status': status(false, false) });
    renderGate();
    expect(await screen.findByText('Admin Access Disabled')).toBeInTheDocument();
    expect(
      screen.getByText('Admin functionality is disabled. Contact the system administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('FAQ area')).not.toBeInTheDocument();
  });

  it('asks for the password when not signed in', async () => {
    mockFetch({ 'GET /api/auth/status': status(false) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.queryByText('FAQ area')).not.toBeInTheDocument();
  });

  it('shows the admin area after a successful login', async () => {
    mockFetch({
      'GET /api/auth/status': status(false),
      'POST /api/auth/login': () => jsonResponse({ success: true }),
    });
    renderGate();
    await userEvent.type(await screen.findByLabelText('Password'), 'right password{Enter}');
    expect(await screen.findByText('FAQ area')).toBeInTheDocument();
  });

  it('shows the admin area with Back to Chat and Logout when the status says signed in', async () => {
    mockFetch({ 'GET /api/auth/status': status(true) });
    renderGate();
    expect(await screen.findByText('FAQ area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('signs out on Logout and refetches the status', async () => {
    let signedIn = true;
    const fetchMock = mockFetch({
      'GET /api/auth/status': () => status(signedIn)(),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return jsonResponse({ success: true });
      },
    });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    const statusCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/status');
    expect(statusCalls).toHaveLength(2);
  });
});

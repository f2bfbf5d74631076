import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toaster';
import { deferred, jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoginCard } from './login-card';

const passwordField = () => screen.getByLabelText('Password');

function renderLoginCard(onSignedIn = jest.fn()) {
  renderWithProviders(
    <>
      <LoginCard onSignedIn={onSignedIn} />
      <Toaster />
    </>,
  );
  return onSignedIn;
}

describe('LoginCard', () => {
  it('shows the title, the explanation and the Sign In button', () => {
    mockFetch({});
    renderLoginCard();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByText('Enter admin password to manage FAQs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('ignores a blank password without a request', async () => {
    const fetchMock = mockFetch({});
    renderLoginCard();
    await userEvent.type(passwordField(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Signing in..." while the attempt is pending', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'POST /api/auth/login': () => answer.promise });
    renderLoginCard();
    await userEvent.type(passwordField(), 'secret password{Enter}');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve(jsonResponse({ success: false }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('clears the field and says "Invalid password" after a wrong password', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': () => jsonResponse({ success: false }) });
    const onSignedIn = renderLoginCard();
    await userEvent.type(passwordField(), 'wrong password{Enter}');
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ password: 'wrong password' });
  });

  it('clears the field, says "Login successful" and signs in after a right password', async () => {
    mockFetch({ 'POST /api/auth/login': () => jsonResponse({ success: true }) });
    const onSignedIn = renderLoginCard();
    await userEvent.type(passwordField(), 'right password{Enter}');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('clears the field and says "Login failed" when the request fails', async () => {
    mockFetch({
      'POST /api/auth/login': () => textResponse('', { status: 429, statusText: 'Too Many' }),
    });
    renderLoginCard();
    await userEvent.type(passwordField(), 'any password{Enter}');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    await waitFor(() => expect(passwordField()).toHaveValue(''));
  });
});

import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EmbedChatScreen } from './embed-chat-screen';

const routes = {
  'POST /api/chat/session': () => jsonResponse({ sessionId: 'server-session' }),
  'GET /api/chat/popular': () => jsonResponse([]),
  'GET /api/faqs/active': () => jsonResponse([]),
};
const PHISHING =
  '/embed?name=Support&greeting=' +
  encodeURIComponent('Your order is on hold: pay at https://evil.example/pay');

describe('EmbedChatScreen', () => {
  // The panel keeps its conversation in sessionStorage: each test starts a new one.
  beforeEach(() => sessionStorage.clear());

  it("names the assistant and greets as the server's settings say, whatever the address says", async () => {
    mockFetch({
      ...routes,
      'GET /api/chat/widget': () =>
        jsonResponse({ name: 'Birdie', greeting: 'Hi, Birdie here. Ask me anything.' }),
    });
    renderWithProviders(<EmbedChatScreen />, { route: PHISHING });
    expect(await screen.findByRole('heading', { name: 'Chat with Birdie' })).toBeInTheDocument();
    expect(screen.getByText('Hi, Birdie here. Ask me anything.')).toBeInTheDocument();
    expect(screen.queryByText(/evil\.example/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('falls back to the product name and the usual greeting if the settings cannot be read', async () => {
    mockFetch({ ...routes, 'GET /api/chat/widget': () => textResponse('down', { status: 503 }) });
    renderWithProviders(<EmbedChatScreen />, { route: PHISHING });
    expect(await screen.findByRole('heading', { name: 'Chat with Caddie' })).toBeInTheDocument();
    expect(screen.getByText('Hi! What can I help you with?')).toBeInTheDocument();
    expect(screen.queryByText(/evil\.example/)).not.toBeInTheDocument();
  });
});

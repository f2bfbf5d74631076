import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { deferred, jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatScreen } from './chat-screen';

const activeFaqs = [
  { id: 1, question: 'What is your return policy?', answer: 'a', isActive: true },
  { id: 2, question: 'How much does shipping cost?', answer: 'b', isActive: true },
  { id: 3, question: 'How can I track my order?', answer: 'c', isActive: true },
  { id: 4, question: 'Do you offer club fitting?', answer: 'd', isActive: true },
  { id: 5, question: 'Which golf brands do you sell?', answer: 'e', isActive: true },
];

const sessionOk = () => jsonResponse({ sessionId: 'server-session' });
const activeOk = () => jsonResponse(activeFaqs);
const replyOk = () => jsonResponse({ response: 'Returns are free.', messageId: 'm1' });

const chatBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/chat')
    .map(([, init]) => JSON.parse(init.body));

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

describe('ChatScreen', () => {
  it('opens with the greeting and the message box', async () => {
    mockFetch({ 'POST /api/chat/session': sessionOk, 'GET /api/faqs/active': activeOk });
    renderWithProviders(<ChatScreen />);
    expect(screen.getByText('Hi! What can I help you with?')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Type your question below in "message..."');
    await screen.findByText('Popular questions:');
  });

  it('offers the first 4 active FAQs as labelled chips', async () => {
    mockFetch({ 'POST /api/chat/session': sessionOk, 'GET /api/faqs/active': activeOk });
    renderWithProviders(<ChatScreen />);
    const labels = ['Return policy', 'Shipping info', 'Order tracking', 'Club fitting'];
    for (const label of labels) {
      expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Golf brands' })).not.toBeInTheDocument();
  });

  it('sends a chip question as a message and then hides the chips', async () => {
    const fetchMock = mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
      'POST /api/chat': replyOk,
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return policy' }));
    expect(await screen.findByText('Returns are free.')).toBeInTheDocument();
    expect(chatBodies(fetchMock)).toEqual([
      { message: 'What is your return policy?', sessionId: 'server-session' },
    ]);
    expect(screen.queryByText('Popular questions:')).not.toBeInTheDocument();
  });

  it('sends on Enter, clears the box and keeps focus in it', async () => {
    const fetchMock = mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
      'POST /api/chat': replyOk,
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(messageBox(), 'Can I return a driver?{Enter}');
    expect(await screen.findByText('Returns are free.')).toBeInTheDocument();
    expect(screen.getByText('Can I return a driver?')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(messageBox()).toHaveFocus();
    expect(chatBodies(fetchMock)).toHaveLength(1);
  });

  it('inserts a new line on Shift+Enter without sending', async () => {
    const fetchMock = mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(messageBox(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(messageBox()).toHaveValue('Line one\nLine two');
    expect(chatBodies(fetchMock)).toHaveLength(0);
  });

  it('keeps send disabled and sends nothing while the text is blank', async () => {
    const fetchMock = mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
    });
    renderWithProviders(<ChatScreen />);
    expect(sendButton()).toBeDisabled();
    await userEvent.type(messageBox(), '   {Enter}');
    expect(sendButton()).toBeDisabled();
    expect(chatBodies(fetchMock)).toHaveLength(0);
  });

  it('shows the typing indicator and sends nothing more while a reply is pending', async () => {
    const reply = deferred<Response>();
    const fetchMock = mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
      'POST /api/chat': () => reply.promise,
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(messageBox(), 'First{Enter}');
    expect(await screen.findByText('Caddie is typing')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caddie is typing');
    await userEvent.type(messageBox(), 'Second{Enter}');
    expect(sendButton()).toBeDisabled();
    expect(chatBodies(fetchMock)).toHaveLength(1);

    reply.resolve(replyOk());
    expect(await screen.findByText('Returns are free.')).toBeInTheDocument();
    expect(screen.queryByText('Caddie is typing')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('answers with the technical-difficulties bubble when the reply fails', async () => {
    mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
      'POST /api/chat': () => textResponse('', { status: 503, statusText: 'Unavailable' }),
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(messageBox(), 'Hello?{Enter}');
    expect(
      await screen.findByText(
        "I'm sorry, I'm experiencing technical difficulties right now. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
  });

  it('falls back to a local session id when the session cannot be created', async () => {
    const fetchMock = mockFetch({
      'POST /api/chat/session': () => textResponse('', { status: 503, statusText: 'Unavailable' }),
      'GET /api/faqs/active': activeOk,
      'POST /api/chat': replyOk,
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(messageBox(), 'Hi{Enter}');
    await screen.findByText('Returns are free.');
    expect(chatBodies(fetchMock)[0].sessionId).toMatch(/^session-\d+$/);
  });

  it('creates one session even under StrictMode', async () => {
    const fetchMock = mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
    });
    renderWithProviders(
      <StrictMode>
        <ChatScreen />
      </StrictMode>,
    );
    await screen.findByText('Popular questions:');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/chat/session')).toHaveLength(1),
    );
  });

  it('renders links in replies as new-tab links', async () => {
    mockFetch({
      'POST /api/chat/session': sessionOk,
      'GET /api/faqs/active': activeOk,
      'POST /api/chat': () => jsonResponse({ response: 'See fairwayandgreen.example/returns.' }),
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(messageBox(), 'Returns?{Enter}');
    const link = await screen.findByRole('link', { name: 'fairwayandgreen.example/returns' });
    expect(link).toHaveAttribute('href', 'https://fairwayandgreen.example/returns');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

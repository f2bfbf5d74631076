import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatScreen } from './chat-screen';

const MESSAGE_ID = '7b0c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';

type Routes = Parameters<typeof mockFetch>[0];

async function askAndGetReply(routes: Routes, reply: object = { messageId: MESSAGE_ID }) {
  const fetchMock = mockFetch({
    'POST /api/chat/session': () => jsonResponse({ sessionId: 's' }),
    'GET /api/faqs/active': () => jsonResponse([]),
    'POST /api/chat': () => jsonResponse({ response: 'Returns are free.', ...reply }),
    ...routes,
  });
  renderWithProviders(<ChatScreen />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Returns?{Enter}');
  await screen.findByText('Returns are free.');
  return fetchMock;
}

const helpful = () => screen.getByRole('button', { name: 'Helpful' });
const notHelpful = () => screen.getByRole('button', { name: 'Not helpful' });
const feedbackBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/chat/feedback')
    .map(([, init]) => JSON.parse(init.body));

describe('rating a reply', () => {
  it('offers Helpful and Not helpful on a reply with a messageId, not on the greeting', async () => {
    await askAndGetReply({});
    const replies = screen.getAllByRole('group', { name: 'Rate this reply' });
    expect(replies).toHaveLength(1);
    expect(within(replies[0]).getByRole('button', { name: 'Helpful' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no rating on a reply without a messageId', async () => {
    await askAndGetReply({}, { messageId: undefined });
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
  });

  it('sends the vote, shows it at once, and changes it when the other is chosen', async () => {
    const fetchMock = await askAndGetReply({
      'POST /api/chat/feedback': (init) => jsonResponse(JSON.parse(String(init?.body))),
    });
    await userEvent.click(helpful());
    expect(helpful()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(notHelpful());
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'true');
    expect(helpful()).toHaveAttribute('aria-pressed', 'false');
    expect(feedbackBodies(fetchMock)).toEqual([
      { messageId: MESSAGE_ID, helpful: true },
      { messageId: MESSAGE_ID, helpful: false },
    ]);
  });

  it('lets a later vote replace one still on its way, even if that one then fails', async () => {
    const first = deferred<Response>();
    const answers = [() => first.promise, () => jsonResponse({ helpful: false })];
    const fetchMock = await askAndGetReply({
      'POST /api/chat/feedback': () => answers[feedbackBodies(fetchMock).length - 1](),
    });
    await userEvent.click(helpful());
    await userEvent.click(notHelpful());
    first.resolve(textResponse('', { status: 503 }));
    await waitFor(() => expect(feedbackBodies(fetchMock)).toHaveLength(2));
    await act(() => first.promise.then(() => undefined));
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/not saved/)).not.toBeInTheDocument();
  });

  it('sends nothing when the chosen vote is clicked again', async () => {
    const fetchMock = await askAndGetReply({
      'POST /api/chat/feedback': () => jsonResponse({ messageId: MESSAGE_ID, helpful: true }),
    });
    await userEvent.click(helpful());
    await userEvent.click(helpful());
    expect(feedbackBodies(fetchMock)).toHaveLength(1);
    expect(helpful()).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes the vote back and says what to do when it is not saved', async () => {
    let fail = false;
    await askAndGetReply({
      'POST /api/chat/feedback': () =>
        fail
          ? textResponse('', { status: 503, statusText: 'Service Unavailable' })
          : jsonResponse({ messageId: MESSAGE_ID, helpful: true }),
    });
    await userEvent.click(helpful());
    fail = true;
    await userEvent.click(notHelpful());
    expect(
      await screen.findByText('Your rating was not saved. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(helpful()).toHaveAttribute('aria-pressed', 'true');
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'false');

    fail = false;
    await userEvent.click(notHelpful());
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.queryByText('Your rating was not saved. Try again in a moment.'),
    ).not.toBeInTheDocument();
  });

  it('says a reply that is no longer kept cannot be rated', async () => {
    const gone = JSON.stringify({ statusCode: 404, message: 'Not found', error: 'Not Found' });
    await askAndGetReply({
      'POST /api/chat/feedback': () => textResponse(gone, { status: 404 }),
    });
    await userEvent.click(notHelpful());
    expect(await screen.findByText('This reply can no longer be rated.')).toBeInTheDocument();
    expect(notHelpful()).toHaveAttribute('aria-pressed', 'false');
  });
});

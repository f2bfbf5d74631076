import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatScreen } from './chat-screen';

const DECLINE_ID = '7b0c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const DECLINE = {
  response: "I'm sorry, I don't have an answer for that.",
  messageId: DECLINE_ID,
  suggestions: [
    { faqId: 3, question: 'Do you offer club fitting?' },
    { faqId: 8, question: 'How much does a club fitting cost?' },
  ],
};
const FITTING_COST = { response: 'A full bag fitting costs $150.', messageId: 'm2' };

type Routes = Parameters<typeof mockFetch>[0];

/** Asks a question the server declines, naming suggestions; later messages get `next`. */
async function declined(next: Routes[string] = () => jsonResponse(FITTING_COST)) {
  let replies = 0;
  const fetchMock = mockFetch({
    'POST /api/chat/session': () => jsonResponse({ sessionId: 's' }),
    'GET /api/faqs/active': () => jsonResponse([]),
    'POST /api/chat': (init) => (replies++ === 0 ? jsonResponse(DECLINE) : next(init)),
  });
  renderWithProviders(<ChatScreen />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Swing speed?{Enter}');
  await screen.findByText(DECLINE.response);
  return fetchMock;
}

const suggestion = (name: string) => screen.getByRole('button', { name });
const chatBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/chat')
    .map(([, init]) => JSON.parse(init.body));

describe("a reply's suggestions", () => {
  it('shows them as buttons named by their questions, under the reply that named them', async () => {
    await declined();
    const reply = screen.getByText(DECLINE.response).closest('li') as HTMLElement;
    const list = within(reply).getByRole('list', { name: 'Suggested questions' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Do you offer club fitting?', 'How much does a club fitting cost?']);
    expect(screen.getAllByRole('list', { name: 'Suggested questions' })).toHaveLength(1);
  });

  it('labels the buttons under a sure answer as related questions', async () => {
    const sure = {
      response: 'We regrip clubs for $4 each plus the grip.',
      messageId: 'm1',
      suggestions: [{ faqId: 9, question: 'How much does a club fitting cost?' }],
      related: true,
    };
    mockFetch({
      'POST /api/chat/session': () => jsonResponse({ sessionId: 's' }),
      'GET /api/faqs/active': () => jsonResponse([]),
      'POST /api/chat': () => jsonResponse(sure),
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'regrip?{Enter}');
    const reply = (await screen.findByText(sure.response)).closest('li') as HTMLElement;
    expect(within(reply).getByText('Related:')).toBeInTheDocument();
    const list = within(reply).getByRole('list', { name: 'Related questions' });
    expect(within(list).getByRole('button').textContent).toBe(sure.suggestions[0].question);
  });

  it("sends the question as the visitor's message, with the choice, and shows the answer", async () => {
    const fetchMock = await declined();
    await userEvent.click(suggestion('How much does a club fitting cost?'));
    expect(await screen.findByText(FITTING_COST.response)).toBeInTheDocument();
    const asked = screen.getAllByText('How much does a club fitting cost?');
    expect(asked.some((text) => text.closest('li')?.textContent?.startsWith('You said:'))).toBe(
      true,
    );
    expect(chatBodies(fetchMock)[1]).toEqual({
      message: 'How much does a club fitting cost?',
      sessionId: 's',
      choice: { faqId: 8, messageId: DECLINE_ID },
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('can be reached and chosen with the keyboard', async () => {
    const fetchMock = await declined();
    suggestion('Do you offer club fitting?').focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText(FITTING_COST.response);
    expect(chatBodies(fetchMock)[1].choice).toEqual({ faqId: 3, messageId: DECLINE_ID });
  });

  it('are disabled while a reply is pending, and sends nothing more meanwhile', async () => {
    const reply = deferred<Response>();
    const fetchMock = await declined(() => reply.promise);
    await userEvent.click(suggestion('Do you offer club fitting?'));
    expect(suggestion('Do you offer club fitting?')).toBeDisabled();
    expect(suggestion('How much does a club fitting cost?')).toBeDisabled();
    await userEvent.click(suggestion('How much does a club fitting cost?'));
    expect(chatBodies(fetchMock)).toHaveLength(2);
    reply.resolve(jsonResponse(FITTING_COST));
    await screen.findByText(FITTING_COST.response);
    expect(suggestion('Do you offer club fitting?')).toBeEnabled();
  });

  it('shows a question that looks like HTML as text', async () => {
    const markup = '<img src=x onerror="window.hacked=1"> <b>bold</b>?';
    mockFetch({
      'POST /api/chat/session': () => jsonResponse({ sessionId: 's' }),
      'GET /api/faqs/active': () => jsonResponse([]),
      'POST /api/chat': () =>
        jsonResponse({ ...DECLINE, suggestions: [{ faqId: 5, question: markup }] }),
    });
    const { container } = renderWithProviders(<ChatScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hm?{Enter}');
    expect(await screen.findByRole('button', { name: markup })).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('are not shown under a reply without any', async () => {
    mockFetch({
      'POST /api/chat/session': () => jsonResponse({ sessionId: 's' }),
      'GET /api/faqs/active': () => jsonResponse([]),
      'POST /api/chat': () => jsonResponse(FITTING_COST),
    });
    renderWithProviders(<ChatScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Fitting?{Enter}');
    await screen.findByText(FITTING_COST.response);
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
  });
});

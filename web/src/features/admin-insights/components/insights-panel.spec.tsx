import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toaster';
import { deferred, jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { insightsFixture, rentalsFaq, returnsFaq } from '../testing/insights-fixture';
import { learningRoutes } from '../testing/learning-fixture';
import InsightsPanel from './insights-panel';

// jsdom lays nothing out, so ResponsiveContainer would measure 0 and draw no chart.
jest.mock('recharts', () => {
  const actual = jest.requireActual('recharts');
  const { createElement } = jest.requireActual('react');
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: unknown }) =>
      createElement(
        actual.ResponsiveContainer,
        { initialDimension: { width: 600, height: 260 } },
        children,
      ),
  };
});

type Routes = Parameters<typeof mockFetch>[0];

function renderPanel(routes: Routes = {}) {
  const onCreateFaq = jest.fn();
  const fetchMock = mockFetch({
    'GET /api/insights': () => jsonResponse(insightsFixture()),
    'GET /api/faqs': () => jsonResponse([returnsFaq, rentalsFaq]),
    ...learningRoutes(),
    ...routes,
  });
  renderWithProviders(
    <>
      <InsightsPanel onCreateFaq={onCreateFaq} />
      <Toaster />
    </>,
  );
  return { fetchMock, onCreateFaq };
}

const section = (name: string) => screen.findByRole('region', { name });
const reads = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls.filter(([called, init]) => called === url && !init?.method).length;

describe('InsightsPanel', () => {
  it('says it is loading until the summary arrives', async () => {
    const summary = deferred<Response>();
    renderPanel({ 'GET /api/insights': () => summary.promise });
    expect(screen.getByRole('status')).toHaveTextContent('Loading insights...');
    summary.resolve(jsonResponse(insightsFixture()));
    expect(await section('Unanswered questions')).toBeInTheDocument();
  });

  it('draws conversations and messages per day, with the numbers as text too', async () => {
    renderPanel();
    const activity = await section('Conversations per day');
    expect(
      within(activity).getByRole('application', { name: 'Conversations and messages per day' }),
    ).toBeInTheDocument();
    const legend = activity.querySelector('.recharts-legend-wrapper');
    expect(legend).toHaveTextContent('ConversationsMessages');
    expect(activity).toHaveTextContent(
      '435 conversations and 1,305 messages in the last 30 days. The busiest day was Sun, Mar 9, 2025, with 29 conversations.',
    );
    const table = within(activity).getByRole('table', {
      name: 'Conversations and messages per day',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Sat, Feb 8, 2025 0 0' })).toBeInTheDocument();
  });

  it('shows answered against declined with their shares, and the helpful rate', async () => {
    renderPanel();
    const answers = await section('Answers and ratings');
    expect(answers).toHaveTextContent('Answered120' + '80% of 150 replies');
    expect(answers).toHaveTextContent('Declined30' + '20% of 150 replies');
    expect(answers).toHaveTextContent('Helpful rate83%' + '10 helpful · 2 not helpful');
    expect(answers).toHaveTextContent('Left for the team3' + '1 still open, under Requests');
  });

  it('leaves out the handoff count when the chat service sends none (an older one)', async () => {
    const older: Partial<ReturnType<typeof insightsFixture>> = insightsFixture();
    delete older.handoffs;
    renderPanel({ 'GET /api/insights': () => jsonResponse(older) });
    const answers = await section('Answers and ratings');
    expect(answers).toHaveTextContent('Helpful rate');
    expect(answers).not.toHaveTextContent('Left for the team');
  });

  it('says "No ratings yet" before the first rating', async () => {
    renderPanel({
      'GET /api/insights': () =>
        jsonResponse(insightsFixture({ helpful: 0, notHelpful: 0, helpfulRate: null })),
    });
    const answers = await section('Answers and ratings');
    expect(answers).toHaveTextContent('Helpful rateNo ratings yet');
    expect(answers).not.toHaveTextContent('not helpful');
  });

  it('lists the top FAQs, naming an inactive one from the admin list and a deleted one by id', async () => {
    renderPanel();
    const top = await section('Top FAQs');
    await within(top).findByText('Do you rent clubs? (inactive)');
    const items = within(top)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'What is your return policy?50 times',
      'Do you rent clubs? (inactive)7 times',
      'FAQ #99 (inactive or deleted)1 time',
    ]);
  });

  it('lists unanswered questions with count, variants, last asked and why', async () => {
    renderPanel();
    const unanswered = await section('Unanswered questions');
    const giftCards = within(unanswered).getByRole('article', { name: 'Do you sell gift cards?' });
    expect(giftCards).toHaveTextContent(
      'Asked 5 times · last 2 hours ago · declined 4 times · rated not helpful 1 time',
    );
    expect(giftCards).toHaveTextContent('Also asked as: “gift card?” · “Gift vouchers?”');
    const dog = within(unanswered).getByRole('article', { name: 'Can I bring my dog?' });
    expect(dog).toHaveTextContent('Asked 2 times · last 3 days ago · declined 2 times');
    expect(dog).not.toHaveTextContent('Also asked as');
  });

  it('hands the question to "Create FAQ"', async () => {
    const { onCreateFaq } = renderPanel();
    const unanswered = await section('Unanswered questions');
    const dog = within(unanswered).getByRole('article', { name: 'Can I bring my dog?' });
    await userEvent.click(within(dog).getByRole('button', { name: 'Create FAQ' }));
    expect(onCreateFaq).toHaveBeenCalledWith('Can I bring my dog?');
  });

  it('says so when nothing went unanswered', async () => {
    renderPanel({ 'GET /api/insights': () => jsonResponse(insightsFixture({ unanswered: [] })) });
    const unanswered = await section('Unanswered questions');
    expect(unanswered).toHaveTextContent('No unanswered questions in the last 30 days.');
  });

  it('explains a failed load and loads again on Retry', async () => {
    let fail = true;
    const { fetchMock } = renderPanel({
      'GET /api/insights': () =>
        fail ? textResponse('', { status: 503 }) : jsonResponse(insightsFixture()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load the insights. Check your connection and press Retry.',
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await section('Unanswered questions')).toBeInTheDocument();
    expect(reads(fetchMock, '/api/insights')).toBe(2);
  });

  it('asks to sign in again when the session has ended', async () => {
    renderPanel({ 'GET /api/insights': () => textResponse('', { status: 401 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Reload the page and sign in again.',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, textResponse } from '../../../test/fake-response';
import { renderInsightsPanel, type Routes } from '../testing/render-insights-panel';
import { insightsFixture } from '../testing/insights-fixture';
import { learnedFixture, learningReviewFixture, learningRoutes } from '../testing/learning-fixture';

// jsdom lays nothing out, so the activity chart draws nothing; it is not looked at here.
jest.mock('recharts', () => {
  const actual = jest.requireActual('recharts');
  return { ...actual, ResponsiveContainer: () => null };
});

const section = () => screen.findByRole('region', { name: 'Learned from visitors' });
const waiting = async () =>
  within(await section()).findByRole('list', { name: 'Waiting for review' });
const learned = async () =>
  within(await section()).findByRole('list', { name: 'Learned phrasings' });
const returnsGroup = async () =>
  within(await waiting()).getByRole('article', { name: 'What is your return policy?' });
const sent = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key).length;

function renderSection(routes: Routes = {}) {
  return renderInsightsPanel(insightsFixture(), routes);
}

describe('Learned from visitors', () => {
  it('lists the messages waiting for review per FAQ, each with the click it came from and when', async () => {
    renderSection();
    const group = await returnsGroup();
    expect(group).toHaveTextContent('2 visitor messages that led to this FAQ');
    const [first, second] = within(group).getAllByRole('listitem');
    expect(first).toHaveTextContent('“can i bring it back”Picked 2 hours ago');
    expect(second).toHaveTextContent(
      '“send back a glove”Answer rated helpful yesterday · sent back: rated not helpful 2 times while learned',
    );
    expect(
      within(await waiting()).getByRole('article', { name: 'FAQ #99 (inactive or deleted)' }),
    ).toHaveTextContent('1 visitor message that led to this FAQ');
  });

  it('says how learning works in the mode the chat service runs', async () => {
    renderSection();
    const intro =
      'When a visitor picks a suggested FAQ, the message they typed before it waits here.';
    expect(await within(await section()).findByText(new RegExp(`^${intro}`))).toBeInTheDocument();
  });

  it('says when learning is off, and when nothing waits or was learned', async () => {
    renderSection(learningRoutes(learningReviewFixture({ mode: 'off', faqs: [] }), []));
    const region = await section();
    expect(await within(region).findByText(/Learning from visitors is off/)).toBeInTheDocument();
    expect(region).toHaveTextContent('No visitor messages are waiting for review.');
    expect(region).toHaveTextContent('Nothing learned from visitors yet.');
  });

  it('accepts a message in one click and reads both lists again, where it is gone', async () => {
    let accepted = false;
    const [returns, deleted] = learningReviewFixture().faqs;
    const fetchMock = renderSection({
      'POST /api/learning/11/accept': () => {
        accepted = true;
        return jsonResponse(learnedFixture()[0]);
      },
      'GET /api/learning/pending': () =>
        jsonResponse(
          accepted
            ? learningReviewFixture({
                faqs: [{ ...returns, messages: returns.messages.slice(1) }, deleted],
              })
            : learningReviewFixture(),
        ),
    });
    const [first] = within(await returnsGroup()).getAllByRole('listitem');
    const accept = within(first).getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAccessibleDescription('“can i bring it back” What is your return policy?');
    await userEvent.click(accept);
    expect(await screen.findByText('Phrasing learned')).toBeInTheDocument();
    expect(
      screen.getByText(
        '“can i bring it back” now gets the answer of “What is your return policy?”.',
      ),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/learning/11/accept')).toBe(1);
    expect(sent(fetchMock, 'GET /api/learning/pending')).toBe(2);
    expect(sent(fetchMock, 'GET /api/learning/learned')).toBe(2);
    expect(await returnsGroup()).not.toHaveTextContent('can i bring it back');
  });

  it('rejects a message in one click', async () => {
    const fetchMock = renderSection({
      'POST /api/learning/12/reject': () => jsonResponse({ id: 12 }),
    });
    const [, second] = within(await returnsGroup()).getAllByRole('listitem');
    await userEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Message rejected')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/learning/12/reject')).toBe(1);
  });

  it('accepts all the messages of an FAQ in one click', async () => {
    const fetchMock = renderSection({
      'POST /api/learning/faqs/1/accept-all': () => jsonResponse({ faqId: 1, accepted: 2 }),
    });
    await userEvent.click(within(await returnsGroup()).getByRole('button', { name: 'Accept all' }));
    expect(await screen.findByText('Phrasings learned')).toBeInTheDocument();
    expect(
      screen.getByText('2 visitor messages now get the answer of “What is your return policy?”.'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/learning/faqs/1/accept-all')).toBe(1);
  });

  it('shows each learned phrasing with where it came from and when', async () => {
    renderSection();
    const [auto, accepted] = within(await learned()).getAllByRole('listitem');
    expect(auto).toHaveTextContent(
      '“money back on clubs” gets the answer of “What is your return policy?”' +
        'Picked by a visitor 3 hours ago (chat 5f0c7a8e) · learned automatically 3 hours ago' +
        ' · rated not helpful 1 time',
    );
    // The chat knows only active FAQs: the admin list names an inactive one.
    await within(accepted).findByText(/Do you rent clubs\? \(inactive\)/);
    expect(accepted).toHaveTextContent(
      'Answer rated helpful by a visitor 3 months ago (that chat is no longer kept) · accepted by an admin 1 hour ago',
    );
  });

  it('removes a learned phrasing in one click', async () => {
    const fetchMock = renderSection({ 'DELETE /api/learning/21': () => jsonResponse({ id: 21 }) });
    const [auto] = within(await learned()).getAllByRole('listitem');
    await userEvent.click(within(auto).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Learned phrasing removed')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE /api/learning/21')).toBe(1);
  });

  it("explains a failed decision with the server's message", async () => {
    const gone = JSON.stringify({
      statusCode: 404,
      message: 'That visitor message is no longer waiting for review. Reload the list.',
    });
    renderSection({ 'POST /api/learning/11/accept': () => textResponse(gone, { status: 404 }) });
    const [first] = within(await returnsGroup()).getAllByRole('listitem');
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to accept')).toBeInTheDocument();
    expect(
      screen.getByText('That visitor message is no longer waiting for review. Reload the list.'),
    ).toBeInTheDocument();
  });

  it('explains a failed load and loads again on Retry', async () => {
    let fail = true;
    renderSection({
      'GET /api/learning/pending': () =>
        fail ? textResponse('', { status: 503 }) : jsonResponse(learningReviewFixture()),
    });
    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load what visitors taught. Check your connection and press Retry.',
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await returnsGroup()).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, textResponse } from '../../../test/fake-response';
import { insightsFixture, returnsFaq } from '../testing/insights-fixture';
import { renderInsightsPanel, Routes } from '../testing/render-insights-panel';
import type { ChosenFaq } from '../types';

const QUESTION = 'Can I send back a used driver?';

/** The panel with one unanswered question, for which visitors chose `chosenFaq`. */
function renderPanel(chosenFaq: ChosenFaq | null, routes: Routes = {}) {
  const [group] = insightsFixture().unanswered;
  const summary = insightsFixture({ unanswered: [{ ...group, question: QUESTION, chosenFaq }] });
  return renderInsightsPanel(summary, routes);
}

const returnsChosen = { faqId: 1, question: returnsFaq.question, count: 3 };
const item = () => screen.findByRole('article', { name: QUESTION });
const oneClick = (within_: HTMLElement) =>
  within(within_).findByRole('button', { name: 'Add as phrasing' });
const puts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('the FAQ visitors chose for an unanswered question', () => {
  it('is named with how often it was chosen', async () => {
    renderPanel(returnsChosen);
    expect(await item()).toHaveTextContent(
      'Visitors chose: “What is your return policy?” · 3 times',
    );
  });

  it('takes the question as a phrasing in one click, once', async () => {
    const fetchMock = renderPanel(returnsChosen, {
      'PUT /api/faqs/1': () => jsonResponse(returnsFaq),
    });
    const button = await oneClick(await item());
    expect(button).toHaveAccessibleDescription(expect.stringContaining(QUESTION));
    await userEvent.click(button);
    expect(await screen.findByText('Phrasing added')).toBeInTheDocument();
    expect(JSON.parse(puts(fetchMock)[0][1].body)).toEqual({
      phrasings: ['Can I send it back?', QUESTION],
    });
    expect(within(await item()).getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(puts(fetchMock)).toHaveLength(1);
  });

  it('is the FAQ the "Add as phrasing of..." form starts with', async () => {
    renderPanel(returnsChosen);
    const article = await item();
    await oneClick(article); // the admin list has arrived
    await userEvent.click(within(article).getByRole('button', { name: 'Add as phrasing of...' }));
    expect(within(article).getByRole('combobox', { name: 'Add as phrasing of' })).toHaveValue('1');
  });

  it("explains a failed add with the server's message and lets the admin try again", async () => {
    const refusal = JSON.stringify({ statusCode: 400, message: 'An FAQ takes at most 20.' });
    renderPanel(returnsChosen, { 'PUT /api/faqs/1': () => textResponse(refusal, { status: 400 }) });
    await userEvent.click(await oneClick(await item()));
    expect(await screen.findByText('Failed to add phrasing')).toBeInTheDocument();
    expect(screen.getByText('An FAQ takes at most 20.')).toBeInTheDocument();
    expect(await oneClick(await item())).toBeEnabled();
  });

  it('names a deleted FAQ by its id, with no one-click add and no FAQ chosen in the form', async () => {
    renderPanel({ faqId: 99, question: null, count: 1 });
    const article = await item();
    expect(article).toHaveTextContent('Visitors chose: “FAQ #99 (inactive or deleted)” · 1 time');
    await userEvent.click(within(article).getByRole('button', { name: 'Add as phrasing of...' }));
    const select = within(article).getByRole('combobox', { name: 'Add as phrasing of' });
    await within(select).findByRole('option', { name: 'What is your return policy?' });
    expect(select).toHaveValue('');
    expect(within(article).queryByRole('button', { name: 'Add as phrasing' })).toBeNull();
  });

  it('is not mentioned when visitors chose none', async () => {
    renderPanel(null);
    expect(await item()).not.toHaveTextContent('Visitors chose');
  });
});

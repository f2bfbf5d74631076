import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, textResponse } from '../../../test/fake-response';
import { returnsFaq } from '../testing/insights-fixture';
import { renderInsightsPanel, Routes } from '../testing/render-insights-panel';

const renderPanel = (routes: Routes = {}) => renderInsightsPanel(undefined, routes);

async function openPhrasingForm(question: string) {
  const item = await screen.findByRole('article', { name: question });
  const toggle = within(item).getByRole('button', { name: 'Add as phrasing of...' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { item, toggle };
}

const reads = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls.filter(([called, init]) => called === url && !init?.method).length;

describe('adding an unanswered question as a phrasing of an FAQ', () => {
  it('offers every FAQ, the inactive marked, in a select named "Add as phrasing of"', async () => {
    renderPanel();
    const { item } = await openPhrasingForm('Do you sell gift cards?');
    const select = within(item).getByRole('combobox', { name: 'Add as phrasing of' });
    expect(select).toHaveFocus();
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose an FAQ',
      'What is your return policy?',
      'Do you rent clubs? (inactive)',
    ]);
  });

  it('keeps the FAQ phrasings, adds the question, and refreshes the lists', async () => {
    const fetchMock = renderPanel({ 'PUT /api/faqs/1': () => jsonResponse(returnsFaq) });
    const { item, toggle } = await openPhrasingForm('Do you sell gift cards?');
    await userEvent.selectOptions(
      within(item).getByRole('combobox', { name: 'Add as phrasing of' }),
      'What is your return policy?',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Add phrasing' }));
    expect(await screen.findByText('Phrasing added')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/faqs/1' && init?.method);
    expect(put?.[1].method).toBe('PUT');
    expect(JSON.parse(put?.[1].body)).toEqual({
      phrasings: ['Can I send it back?', 'Do you sell gift cards?'],
    });
    // once the chat service has had time to take the new phrasing (INDEX_FOLLOWS_MS)
    await waitFor(() => expect(reads(fetchMock, '/api/insights')).toBe(2), { timeout: 3000 });
    expect(reads(fetchMock, '/api/faqs')).toBe(2);
    expect(within(item).queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('sends nothing until an FAQ is chosen', async () => {
    const fetchMock = renderPanel();
    const { item } = await openPhrasingForm('Can I bring my dog?');
    await userEvent.click(within(item).getByRole('button', { name: 'Add phrasing' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("explains a refused phrasing with the server's message and keeps the form", async () => {
    const refusal = JSON.stringify({
      statusCode: 400,
      message: 'An FAQ takes at most 20 phrasings. Remove some and try again.',
      error: 'Bad Request',
    });
    renderPanel({ 'PUT /api/faqs/4': () => textResponse(refusal, { status: 400 }) });
    const { item } = await openPhrasingForm('Can I bring my dog?');
    await userEvent.selectOptions(
      within(item).getByRole('combobox', { name: 'Add as phrasing of' }),
      'Do you rent clubs? (inactive)',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Add phrasing' }));
    expect(await screen.findByText('Failed to add phrasing')).toBeInTheDocument();
    expect(
      screen.getByText('An FAQ takes at most 20 phrasings. Remove some and try again.'),
    ).toBeInTheDocument();
    expect(within(item).getByRole('combobox', { name: 'Add as phrasing of' })).toBeInTheDocument();
  });

  it('gives advice when the failure says nothing useful', async () => {
    renderPanel({ 'PUT /api/faqs/1': () => textResponse('', { status: 502 }) });
    const { item } = await openPhrasingForm('Can I bring my dog?');
    await userEvent.selectOptions(
      within(item).getByRole('combobox', { name: 'Add as phrasing of' }),
      'What is your return policy?',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Add phrasing' }));
    expect(
      await screen.findByText('Please try again. If it keeps failing, reload the page.'),
    ).toBeInTheDocument();
  });

  it('closes on Cancel and gives the focus back to the button that opened it', async () => {
    renderPanel();
    const { item, toggle } = await openPhrasingForm('Can I bring my dog?');
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel' }));
    expect(within(item).queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

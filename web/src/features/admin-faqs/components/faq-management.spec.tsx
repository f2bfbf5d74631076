import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toaster';
import {
  bodyOf,
  deferred,
  jsonResponse,
  mockFetch,
  textResponse,
} from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { Faq } from '@caddie/contracts';
import { faqFixture } from '../../../test/faq-fixture';
import { FaqManagement } from './faq-management';

const returns: Faq = faqFixture({
  id: 1,
  question: 'What is your return policy?',
  answer: 'See fairwayandgreen.example/returns.',
  isActive: true,
});
const hours = faqFixture({
  id: 2,
  question: 'When are you open?',
  answer: '9 to 5.',
  isActive: false,
});

function renderPanel(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/faqs': () => jsonResponse([returns, hours]),
    'GET /api/insights/faq-usage': () => jsonResponse([]),
    ...routes,
  });
  renderWithProviders(
    <>
      <FaqManagement />
      <Toaster />
    </>,
  );
  return fetchMock;
}

describe('FaqManagement', () => {
  it('shows "Loading FAQs..." until the list arrives', async () => {
    const list = deferred<Response>();
    renderPanel({ 'GET /api/faqs': () => list.promise });
    expect(screen.getByText('Loading FAQs...')).toBeInTheDocument();
    list.resolve(jsonResponse([returns]));
    expect(await screen.findByText(returns.question)).toBeInTheDocument();
  });

  it('shows each FAQ with its answer as links and its active state', async () => {
    renderPanel();
    const card = await screen.findByRole('article', { name: returns.question });
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      'https://fairwayandgreen.example/returns',
    );
    expect(within(card).getByRole('switch', { name: `Active: ${returns.question}` })).toBeChecked();
    expect(screen.getByRole('switch', { name: `Active: ${hours.question}` })).not.toBeChecked();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('flips the active state with the switch', async () => {
    const fetchMock = renderPanel({ 'PUT /api/faqs/1': () => jsonResponse(returns) });
    await userEvent.click(
      await screen.findByRole('switch', { name: `Active: ${returns.question}` }),
    );
    expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/faqs/1')).toEqual({ isActive: false });
  });

  it('ignores an add form whose question or answer is blank', async () => {
    const fetchMock = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await userEvent.type(screen.getByLabelText('Question'), 'A question?');
    await userEvent.type(screen.getByLabelText('Answer'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(bodyOf(fetchMock, 'POST /api/faqs')).toBeUndefined();
    expect(screen.getByLabelText('Question')).toHaveValue('A question?');
  });

  it('creates an active FAQ, closes the form and refetches the list', async () => {
    const fetchMock = renderPanel({ 'POST /api/faqs': () => jsonResponse({ id: 3 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Question'), 'Gift cards?');
    await userEvent.type(screen.getByLabelText('Answer'), 'Yes, in store.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAQ created successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/faqs')).toEqual({
      question: 'Gift cards?',
      answer: 'Yes, in store.',
      phrasings: [],
      isActive: true,
    });
    expect(screen.queryByLabelText('Question')).not.toBeInTheDocument();
    const listReads = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/faqs' && !init.method,
    );
    expect(listReads).toHaveLength(2);
  });

  it('keeps the add form open and explains a refused create', async () => {
    const refusal = JSON.stringify({
      statusCode: 400,
      message: 'question must be at most 500 characters.',
    });
    renderPanel({
      'POST /api/faqs': () => textResponse(refusal, { status: 400, statusText: 'Bad Request' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await userEvent.type(screen.getByLabelText('Question'), 'Q?');
    await userEvent.type(screen.getByLabelText('Answer'), 'A.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create FAQ')).toBeInTheDocument();
    expect(screen.getByText('question must be at most 500 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveValue('Q?');
  });

  it('edits one FAQ at a time, prefilled, and leaves edit mode after saving', async () => {
    const fetchMock = renderPanel({ 'PUT /api/faqs/2': () => jsonResponse(hours) });
    await userEvent.click(
      await screen.findByRole('button', { name: `Edit FAQ: ${returns.question}` }),
    );
    await userEvent.click(screen.getByRole('button', { name: `Edit FAQ: ${hours.question}` }));
    expect(screen.getAllByLabelText('Question')).toHaveLength(1);
    expect(screen.getByLabelText('Question')).toHaveValue(hours.question);
    await userEvent.clear(screen.getByLabelText('Answer'));
    await userEvent.type(screen.getByLabelText('Answer'), '8 to 6.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/faqs/2')).toEqual({
      question: hours.question,
      answer: '8 to 6.',
      phrasings: [],
    });
    expect(screen.queryByLabelText('Question')).not.toBeInTheDocument();
  });

  it('deletes only after the inline confirmation', async () => {
    const fetchMock = renderPanel({ 'DELETE /api/faqs/2': () => jsonResponse({ id: 2 }) });
    await userEvent.click(
      await screen.findByRole('button', { name: `Delete FAQ: ${hours.question}` }),
    );
    expect(screen.getByText('Delete this FAQ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Delete this FAQ?')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Delete FAQ: ${hours.question}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('FAQ deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/faqs/2')).toBe(true),
    );
  });

  it('says "Failed to delete FAQ" when the delete is refused', async () => {
    renderPanel({ 'DELETE /api/faqs/2': () => textResponse('', { status: 404 }) });
    await userEvent.click(
      await screen.findByRole('button', { name: `Delete FAQ: ${hours.question}` }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete FAQ')).toBeInTheDocument();
  });
});

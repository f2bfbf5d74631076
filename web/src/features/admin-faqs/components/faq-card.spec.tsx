import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toaster';
import { bodyOf, jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { Faq } from '@caddie/contracts';
import { faqFixture } from '../../../test/faq-fixture';
import { FaqManagement } from './faq-management';

const HOUR = 3_600_000;

const returns: Faq = faqFixture({
  id: 1,
  question: 'What is your return policy?',
  answer: 'Free within 30 days.',
  phrasings: ['Can I send it back?', 'Refunds?'],
  isActive: true,
});
const hours = faqFixture({
  id: 2,
  question: 'When are you open?',
  answer: '9 to 5.',
  isActive: true,
});
const rentals = faqFixture({
  id: 3,
  question: 'Do you rent clubs?',
  answer: 'Yes.',
  isActive: true,
});
const threeHoursAgo = new Date(Date.now() - 3 * HOUR).toISOString();

function renderPanel(routes: Parameters<typeof mockFetch>[0] = {}, draftQuestion?: string) {
  const fetchMock = mockFetch({
    'GET /api/faqs': () => jsonResponse([returns, hours, rentals]),
    'GET /api/insights/faq-usage': () =>
      jsonResponse([
        { faqId: 1, served: 1234, lastServedAt: threeHoursAgo },
        { faqId: 3, served: 1, lastServedAt: threeHoursAgo },
      ]),
    ...routes,
  });
  renderWithProviders(
    <>
      <FaqManagement draftQuestion={draftQuestion} />
      <Toaster />
    </>,
  );
  return fetchMock;
}

describe('FAQ card: phrasings', () => {
  it('shows the other phrasings of an FAQ that has some, and nothing for one without', async () => {
    renderPanel();
    const card = await screen.findByRole('article', { name: returns.question });
    expect(card).toHaveTextContent('Also asked as: “Can I send it back?” · “Refunds?”');
    expect(screen.getByRole('article', { name: hours.question })).not.toHaveTextContent(
      'Also asked as',
    );
  });

  it('shows three phrasings and folds the rest away behind "and N more"', async () => {
    const many = ['a?', 'b?', 'c?', 'd?', 'e?'];
    renderPanel({ 'GET /api/faqs': () => jsonResponse([{ ...returns, phrasings: many }, hours]) });
    const card = await screen.findByRole('article', { name: returns.question });
    const summary = within(card).getByText(/and 2 more/);
    expect(summary).toHaveTextContent('Also asked as: “a?” · “b?” · “c?” and 2 more');
    expect(within(card).getByText('“d?” · “e?”')).not.toBeVisible();
    await userEvent.click(summary);
    expect(within(card).getByText('“d?” · “e?”')).toBeVisible();
  });

  it('edits the phrasings one per line and sends the whole list, blank lines dropped', async () => {
    const fetchMock = renderPanel({ 'PUT /api/faqs/1': () => jsonResponse(returns) });
    await userEvent.click(
      await screen.findByRole('button', { name: `Edit FAQ: ${returns.question}` }),
    );
    const field = screen.getByLabelText('Other phrasings');
    expect(field).toHaveValue('Can I send it back?\nRefunds?');
    expect(field).toHaveAccessibleDescription(
      "One per line, up to 20. Customers asking any of these get this FAQ's answer.",
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'Refunds?{Enter}{Enter}  Money back?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/faqs/1')).toEqual({
      question: returns.question,
      answer: returns.answer,
      phrasings: ['Refunds?', 'Money back?'],
    });
  });

  it("shows the server's reason when it refuses the phrasings", async () => {
    const refusal = JSON.stringify({
      statusCode: 400,
      message: 'An FAQ takes at most 20 phrasings. Remove some and try again.',
      error: 'Bad Request',
    });
    renderPanel({ 'PUT /api/faqs/2': () => textResponse(refusal, { status: 400 }) });
    await userEvent.click(
      await screen.findByRole('button', { name: `Edit FAQ: ${hours.question}` }),
    );
    await userEvent.type(screen.getByLabelText('Other phrasings'), 'Opening hours?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update FAQ')).toBeInTheDocument();
    expect(
      screen.getByText('An FAQ takes at most 20 phrasings. Remove some and try again.'),
    ).toBeInTheDocument();
  });

  it('sends the phrasings of a new FAQ', async () => {
    const fetchMock = renderPanel({ 'POST /api/faqs': () => jsonResponse({ id: 4 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await userEvent.type(screen.getByLabelText('Question'), 'Gift cards?');
    await userEvent.type(screen.getByLabelText('Answer'), 'Yes.');
    await userEvent.type(screen.getByLabelText('Other phrasings'), 'Vouchers?{Enter}Gift cert?');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FAQ created successfully')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/faqs')).toMatchObject({
      phrasings: ['Vouchers?', 'Gift cert?'],
    });
  });
});

describe('FAQ card: usage', () => {
  it('says how often and when each FAQ was served, from one request for the list', async () => {
    const fetchMock = renderPanel();
    const card = await screen.findByRole('article', { name: returns.question });
    await within(card).findByText(/Served 1,234 times/);
    expect(card).toHaveTextContent('Served 1,234 times · last 3 hours ago');
    const time = within(card).getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', threeHoursAgo);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(screen.getByRole('article', { name: rentals.question })).toHaveTextContent(
      'Served 1 time · last 3 hours ago',
    );
    expect(screen.getByRole('article', { name: hours.question })).toHaveTextContent(
      'Not served yet',
    );
    const usageReads = fetchMock.mock.calls.filter(([url]) => url === '/api/insights/faq-usage');
    expect(usageReads).toHaveLength(1);
  });

  it('leaves the line out when the usage cannot be read, and still lists the FAQs', async () => {
    renderPanel({ 'GET /api/insights/faq-usage': () => textResponse('', { status: 503 }) });
    const card = await screen.findByRole('article', { name: returns.question });
    await waitFor(() => expect(card).not.toHaveTextContent(/Served|Not served/));
  });
});

describe('FAQ Management started from an unanswered question', () => {
  it('opens the add form with the question filled in and the answer to write', async () => {
    renderPanel({}, 'Do you sell gift cards?');
    const form = screen.getByRole('form', { name: 'Add FAQ' });
    expect(within(form).getByLabelText('Question')).toHaveValue('Do you sell gift cards?');
    expect(within(form).getByLabelText('Answer')).toHaveFocus();
  });

  it('starts the add form empty once it was closed', async () => {
    renderPanel({}, 'Do you sell gift cards?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(screen.getByLabelText('Question')).toHaveValue('');
  });
});

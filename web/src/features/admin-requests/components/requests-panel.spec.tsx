import type { HandoffPage, HandoffRequest, HandoffSummary } from '@caddie/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RequestsPanel } from './requests-panel';

function summary(n: number, change: Partial<HandoffSummary> = {}): HandoffSummary {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    status: 'open',
    createdAt: '2026-06-30T12:00:00.000Z',
    doneAt: null,
    question: `Question ${n}?`,
    lines: 2,
    delivery: null,
    ...change,
  };
}

const page = (requests: HandoffSummary[], nextCursor: string | null = null): HandoffPage => ({
  requests,
  nextCursor,
});

function renderPanel(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/handoffs?status=open': () => jsonResponse(page([summary(1), summary(2)], 'next')),
    'GET /api/handoffs?status=open&cursor=next': () => jsonResponse(page([summary(3)])),
    ...routes,
  });
  renderWithProviders(
    <>
      <RequestsPanel />
      <Toaster />
    </>,
  );
  return fetchMock;
}

/** The card of the request whose heading is `name`, once the list has shown it. */
async function card(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('li')!;
}

describe('RequestsPanel', () => {
  it('shows a page of open requests with their questions, and the next one on Show more', async () => {
    const fetchMock = renderPanel();
    expect(await screen.findByRole('heading', { name: 'Visitor 1' })).toBeInTheDocument();
    expect(screen.getByText('Question 2?')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Visitor 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // The list never asked for a conversation.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/handoffs?status=open',
      '/api/handoffs?status=open&cursor=next',
    ]);
  });

  it('reads the done requests when asked to show them', async () => {
    renderPanel({
      'GET /api/handoffs?status=done': () =>
        jsonResponse(page([summary(4, { status: 'done', doneAt: '2026-07-01T09:00:00.000Z' })])),
    });
    await screen.findByRole('heading', { name: 'Visitor 1' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show done' }));
    expect(await screen.findByRole('heading', { name: 'Visitor 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open again' })).toBeInTheDocument();
  });

  it("fetches a request's conversation only when it is opened", async () => {
    const request: HandoffRequest = {
      ...summary(1),
      transcript: [
        { sender: 'visitor', text: 'Question 1?', at: '2026-06-30T11:59:00.000Z' },
        { sender: 'bot', text: 'I could not find that.', at: '2026-06-30T11:59:01.000Z' },
      ],
    };
    const fetchMock = renderPanel({
      [`GET /api/handoffs/${request.id}`]: () => jsonResponse(request),
    });
    const first = await card('Visitor 1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(first).getByText('The conversation (2 messages)'));
    expect(await within(first).findByText('I could not find that.')).toBeInTheDocument();
    expect(within(first).getByText('Question 1?')).toBeInTheDocument(); // once, in the conversation
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/handoffs/${request.id}`);
  });

  it('erases a request only after the confirmation, and reads the list again', async () => {
    const erased = summary(2);
    const fetchMock = renderPanel({
      [`DELETE /api/handoffs/${erased.id}`]: () => jsonResponse({ id: erased.id }),
    });
    const second = await card('Visitor 2');
    const erase = within(second).getByRole('button', { name: 'Erase the request of Visitor 2' });
    await userEvent.click(erase);
    expect(within(second).getByRole('group', { name: 'Confirm erase' })).toHaveTextContent(
      'This cannot be undone.',
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(within(second).queryByRole('group', { name: 'Confirm erase' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(erase);
    await userEvent.click(within(second).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Request erased')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url === '/api/handoffs?status=open'),
      ).toHaveLength(2),
    );
  });

  it("shows a delivery the helpdesk never took, with the webhook's last error", async () => {
    renderPanel({
      'GET /api/handoffs?status=open': () =>
        jsonResponse(
          page([
            summary(1, { delivery: { state: 'dead', attempts: 12, lastError: 'HTTP 503' } }),
            summary(2, { delivery: { state: 'delivered', attempts: 0, lastError: null } }),
          ]),
        ),
    });
    const dead = await card('Visitor 1');
    expect(dead).toHaveTextContent(
      'Not sent to the helpdesk: HTTP 503, after 12 attempts. It will not be tried again',
    );
    expect(await card('Visitor 2')).toHaveTextContent('Sent to the helpdesk.');
  });

  it('says so when the list cannot be read', async () => {
    renderPanel({
      'GET /api/handoffs?status=open': () => jsonResponse({ message: 'no' }, { status: 503 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The requests could not be loaded. Reload the page to try again.',
    );
  });
});

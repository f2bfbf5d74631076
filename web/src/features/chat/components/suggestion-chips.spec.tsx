import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SuggestionChips } from './suggestion-chips';

const POPULAR = [
  { id: 6, question: 'Is there a warranty on putters?' },
  { id: 5, question: 'Which golf brands do you sell?' },
  { id: 9, question: 'Do you offer discounts for golf club members?' },
  { id: 1, question: 'What is your return policy?' },
];
const ACTIVE = [
  { id: 1, question: 'What is your return policy?', answer: 'a', isActive: true },
  { id: 2, question: 'How much does shipping cost?', answer: 'b', isActive: true },
  { id: 3, question: 'How can I track my order?', answer: 'c', isActive: true },
  { id: 4, question: 'Do you offer club fitting?', answer: 'd', isActive: true },
  { id: 5, question: 'Which golf brands do you sell?', answer: 'e', isActive: true },
];

const chipNames = () => screen.getAllByRole('button').map((chip) => chip.textContent ?? '');
const requested = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls.some(([called]) => called === url);

describe('the popular questions chips', () => {
  it('offer the popular FAQs in their order, labelled by the SPEC rules', async () => {
    const fetchMock = mockFetch({ 'GET /api/chat/popular': () => jsonResponse(POPULAR) });
    renderWithProviders(<SuggestionChips onPick={jest.fn()} />);
    await screen.findByText('Popular questions:');
    expect(chipNames()).toEqual([
      'Warranty info',
      'Golf brands',
      'Do you offer discounts for gol...',
      'Return policy',
    ]);
    expect(requested(fetchMock, '/api/faqs/active')).toBe(false);
  });

  it('send the whole question of the chip picked', async () => {
    mockFetch({ 'GET /api/chat/popular': () => jsonResponse(POPULAR) });
    const onPick = jest.fn();
    renderWithProviders(<SuggestionChips onPick={onPick} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Do you offer discounts for gol...' }),
    );
    expect(onPick).toHaveBeenCalledWith('Do you offer discounts for golf club members?');
  });

  it('show at most 4', async () => {
    const five = [...POPULAR, { id: 2, question: 'How much does shipping cost?' }];
    mockFetch({ 'GET /api/chat/popular': () => jsonResponse(five) });
    renderWithProviders(<SuggestionChips onPick={jest.fn()} />);
    await screen.findByText('Popular questions:');
    expect(chipNames()).toHaveLength(4);
  });

  it('fall back to the first 4 active FAQs when the popular list fails', async () => {
    mockFetch({
      'GET /api/chat/popular': () => textResponse('', { status: 404, statusText: 'Not Found' }),
      'GET /api/faqs/active': () => jsonResponse(ACTIVE),
    });
    renderWithProviders(<SuggestionChips onPick={jest.fn()} />);
    await screen.findByText('Popular questions:');
    expect(chipNames()).toEqual([
      'Return policy',
      'Shipping info',
      'Order tracking',
      'Club fitting',
    ]);
  });

  it('show nothing until the list comes', async () => {
    const popular = deferred<Response>();
    mockFetch({ 'GET /api/chat/popular': () => popular.promise });
    renderWithProviders(<SuggestionChips onPick={jest.fn()} />);
    expect(screen.queryByText('Popular questions:')).not.toBeInTheDocument();
    popular.resolve(jsonResponse(POPULAR));
    expect(await screen.findByRole('button', { name: 'Warranty info' })).toBeInTheDocument();
  });

  it('show nothing when there are no active FAQs', async () => {
    const answered = deferred<void>();
    const fetchMock = mockFetch({
      'GET /api/chat/popular': () => {
        setTimeout(answered.resolve, 10);
        return jsonResponse([]);
      },
    });
    renderWithProviders(<SuggestionChips onPick={jest.fn()} />);
    await act(() => answered.promise);
    expect(screen.queryByText('Popular questions:')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

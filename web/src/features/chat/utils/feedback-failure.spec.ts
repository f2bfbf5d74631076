import { feedbackFailureMessage } from './feedback-failure';

describe('feedbackFailureMessage', () => {
  it('says a reply that is no longer kept cannot be rated', () => {
    expect(feedbackFailureMessage(new Error('404: {"statusCode":404}'))).toBe(
      'This reply can no longer be rated.',
    );
  });

  it('asks to wait when rate-limited', () => {
    expect(feedbackFailureMessage(new Error('429: Too Many Requests'))).toBe(
      'Too many ratings at once. Wait a minute, then try again.',
    );
  });

  it.each([new Error('503: Service Unavailable'), new TypeError('Failed to fetch'), 'odd'])(
    'asks to try again in a moment for any other failure (%p)',
    (error) => {
      expect(feedbackFailureMessage(error)).toBe(
        'Your rating was not saved. Try again in a moment.',
      );
    },
  );
});

import { errorDescription } from './error-description';

const FALLBACK = 'Please check your input and try again';

describe('errorDescription', () => {
  it("uses the API's own message from a JSON error body", () => {
    const error = new Error(
      '400: {"statusCode":400,"error":"Bad Request","message":"question must not be blank."}',
    );
    expect(errorDescription(error, FALLBACK)).toBe('question must not be blank.');
  });

  it('keeps a plain-text body as the error message says it', () => {
    expect(errorDescription(new Error('409: The FAQ was changed by someone else.'), FALLBACK)).toBe(
      '409: The FAQ was changed by someone else.',
    );
  });

  it.each([
    '500: Internal Server Error',
    '502: ',
    '503: <html><body>down</body></html>',
    '400: {"statusCode":400}',
  ])('gives the advice for a body that tells a person nothing (%j)', (message) => {
    expect(errorDescription(new Error(message), FALLBACK)).toBe(FALLBACK);
  });

  it('keeps a network error message and falls back for no message at all', () => {
    expect(errorDescription(new TypeError('Failed to fetch'), FALLBACK)).toBe('Failed to fetch');
    expect(errorDescription(new Error(''), FALLBACK)).toBe(FALLBACK);
    expect(errorDescription('not an error', FALLBACK)).toBe(FALLBACK);
  });
});

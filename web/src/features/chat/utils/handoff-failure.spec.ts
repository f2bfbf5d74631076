import { handoffFailureMessage } from './handoff-failure';

describe('handoffFailureMessage', () => {
  it("passes on the server's own message for a 400, which says what to write", () => {
    const message =
      'email must be an email address, such as name@example.com, so the team can answer.';
    const error = new Error(`400: ${JSON.stringify({ statusCode: 400, message })}`);
    expect(handoffFailureMessage(error)).toBe(message);
  });

  it("passes on the server's message for a 429, which says when to come back", () => {
    const message =
      'We already have 3 questions from this email today. Try again tomorrow, or write to our team.';
    const error = new Error(`429: ${JSON.stringify({ statusCode: 429, message })}`);
    expect(handoffFailureMessage(error)).toBe(message);
  });

  it('asks to wait after a 429 without a message, and to try again otherwise', () => {
    expect(handoffFailureMessage(new Error('429: {}'))).toMatch(/Wait a minute/);
    expect(handoffFailureMessage(new Error('503: {}'))).toMatch(/Try again in a moment/);
    expect(handoffFailureMessage(new Error('400: not json'))).toMatch(/Try again in a moment/);
    expect(handoffFailureMessage('offline')).toMatch(/did not reach the team/);
  });
});

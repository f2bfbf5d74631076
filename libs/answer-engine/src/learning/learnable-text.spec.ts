import { analyze } from '../language/analyze';
import { learnableText as learnableWithin, matchKeyOf } from './learnable-text';

/** A phrasing's length in the chat service (the contracts' QUESTION_MAX_LENGTH). */
const MAX_LENGTH = 500;
const learnableText = (message: string, focus?: (text: string) => string) =>
  learnableWithin(message, MAX_LENGTH, focus);

describe('learnableText', () => {
  it('keeps a plain question as typed, keyed by its content words', () => {
    const message = 'How long does delivery take to Canada?';
    expect(learnableText(message)).toEqual({
      learnable: true,
      text: message,
      matchKey: [...new Set(analyze(message))].sort().join(' '),
    });
  });

  it('takes the personal values out before it keeps the focused part', () => {
    const seen: string[] = [];
    learnableText('mail me at ann.lee@example.com. how do i send it back', (text) => {
      seen.push(text);
      return text;
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toMatch(/@|example|lee/);
    // Cut first, the email's own dots would have left a part of it as the last clause.
    const lastClause = (text: string) => text.split(/[,.]/).at(-1)!.trim();
    expect(learnableText('how do i send it back, ann.lee@example.com', lastClause)).toMatchObject({
      learnable: false,
    });
  });

  it('keys messages with the same content words alike, whatever the order and repeats', () => {
    expect(matchKeyOf('delivery to Canada, how long?')).toBe(
      matchKeyOf('How long, how long does delivery to canada take'),
    );
    expect(matchKeyOf('gift card balance')).not.toBe(matchKeyOf('gift card expiry'));
  });

  it('learns a message without its email, phone number, URL or order number', () => {
    const result = learnableText('my parcel with order #10482 has not arrived, call 415 555 0142');
    expect(result).toMatchObject({
      learnable: true,
      text: 'my parcel with order has not arrived, call',
    });
    const learned = result as { text: string };
    expect(learned.text).not.toMatch(/\d/);
  });

  it('skips a message that is mostly the value once it is taken out', () => {
    expect(learnableText('order 10482?')).toEqual({ learnable: false, reason: 'too-little' });
    expect(learnableText('ann@example.com')).toEqual({ learnable: false, reason: 'too-little' });
    expect(learnableText('https://shop.example/x')).toEqual({
      learnable: false,
      reason: 'too-little',
    });
  });

  it('skips a message without a content word', () => {
    expect(learnableText('is it?')).toEqual({ learnable: false, reason: 'too-little' });
  });

  it('skips a message longer than a phrasing may be, rather than cutting it', () => {
    const long = `${'Can I return my new driver '.repeat(20)}?`;
    expect(long.length).toBeGreaterThan(MAX_LENGTH);
    expect(learnableText(long)).toEqual({ learnable: false, reason: 'too-long' });
  });
});

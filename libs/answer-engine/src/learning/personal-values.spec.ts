import { stripPersonalValues } from './personal-values';

describe('stripPersonalValues', () => {
  it.each([
    ['my email is ann.lee+golf@example.co.uk, can you update it', 'my email is can you update it'],
    ['message me @annlee about it', 'message me about it'],
    ['is https://shop.example/returns?id=4 the right page', 'is the right page'],
    ['saw it on www.golfdeals.example today', 'saw it on today'],
    ['fairwayandgreen.example/orders shows nothing', 'shows nothing'],
    ['call me on +1 (415) 555-0142 please', 'call me on please'],
    ['my number is 07700 900123', 'my number is'],
    ['where is order #10482', 'where is order'],
    ['where is order 4821 now', 'where is order now'],
    ['tracking number: 1Z999AA10123456784 not moving', 'tracking not moving'],
    ['receipt no. FG-2291 lost', 'receipt lost'],
    ['invoice AB12345 wrong', 'invoice wrong'],
  ])('takes the value out of "%s"', (message, expected) => {
    expect(stripPersonalValues(message)).toEqual({ text: expected, stripped: true });
  });

  it.each([
    'Can I return a driver after 30 days?',
    'Do you stock the TSR3 and G430 drivers in 10.5 degrees?',
    'How much is a fitting, $150?',
    'Open at 9am on Sunday, e.g. Easter?',
    'shipping to the U.S. in 2024',
  ])('keeps "%s" as it is', (message) => {
    expect(stripPersonalValues(message)).toEqual({ text: message, stripped: false });
  });

  it('folds line breaks and runs of spaces into single spaces', () => {
    expect(stripPersonalValues('  do you\n\nship   abroad?\r\n')).toEqual({
      text: 'do you ship abroad?',
      stripped: false,
    });
  });
});

import { parseChoice } from './parse-choice';

describe('parseChoice', () => {
  it.each([
    ['FAQ 2', { candidate: 1 }],
    ['faq 2.', { candidate: 1 }],
    ['  FAQ 4\n', { candidate: 3 }],
    ['FAQ1', { candidate: 0 }],
    ['none', 'none'],
    ['None.', 'none'],
    [' NONE ', 'none'],
  ])('takes %j', (content, pick) => {
    expect(parseChoice(content, 4)).toEqual(pick);
  });

  it.each([
    ['FAQ 0', 'no FAQ 0'],
    ['FAQ 5', 'one past the last candidate'],
    ['FAQ 12', 'far out of range'],
    ['2', 'a bare number'],
    ['FAQ 2 or FAQ 3', 'two FAQs'],
    ['I think FAQ 2.', 'an explanation'],
    ['FAQ 2: returns', 'words after the number'],
    ['none of them', 'words after none'],
    ['FAQ two', 'a number in words'],
    ['', 'nothing'],
    ['<think>hmm</think>FAQ 2', "a reasoning model's thoughts"],
  ])('refuses %j (%s)', (content) => {
    expect(parseChoice(content, 4)).toBeNull();
  });

  it('counts the range from the candidates sent', () => {
    expect(parseChoice('FAQ 2', 1)).toBeNull();
    expect(parseChoice('FAQ 1', 1)).toEqual({ candidate: 0 });
  });
});

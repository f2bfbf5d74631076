import { suggestionLabel } from './suggestion-label';

describe('suggestionLabel', () => {
  it.each([
    ['What is your return policy?', 'Return policy'],
    ['How much is shipping?', 'Shipping info'],
    ['Can I track my order?', 'Order tracking'],
    ['Do you offer club fitting?', 'Club fitting'],
    ['Which brands do you carry?', 'Golf brands'],
    ['Is there a warranty on clubs?', 'Warranty info'],
  ])('names "%s" by its keyword as "%s"', (question, label) => {
    expect(suggestionLabel(question)).toBe(label);
  });

  it('matches keywords whatever their case', () => {
    expect(suggestionLabel('RETURNS AND EXCHANGES')).toBe('Return policy');
  });

  it('takes the first keyword in rule order, not in the question', () => {
    expect(suggestionLabel('Warranty and shipping for returns')).toBe('Return policy');
    expect(suggestionLabel('Can I track shipping?')).toBe('Shipping info');
  });

  it('keeps a question of exactly 30 characters unchanged', () => {
    const question = 'Do you sell left-handed clubs?';
    expect(question).toHaveLength(30);
    expect(suggestionLabel(question)).toBe(question);
  });

  it('cuts a 31-character question to 30 characters plus "..."', () => {
    const question = 'Do you sell left-handed clubs?!';
    expect(question).toHaveLength(31);
    expect(suggestionLabel(question)).toBe('Do you sell left-handed clubs?...');
  });

  it('keeps a short question without a keyword unchanged', () => {
    expect(suggestionLabel('Store hours?')).toBe('Store hours?');
  });
});

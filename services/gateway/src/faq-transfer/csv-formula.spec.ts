import { neutraliseFormula, unneutraliseFormula } from './csv-formula';

describe('neutraliseFormula and unneutraliseFormula', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example")'],
    ['+', '+1 800 555 0142'],
    ['-', '-10% on all drivers'],
    ['@', '@SUM(A1:A2)'],
    ['a tab', '\tindented'],
    ['a carriage return', '\rcarriage'],
  ])('prefixes text starting with %s with an apostrophe and takes it off again', (_start, text) => {
    const neutralised = neutraliseFormula(text);
    expect(neutralised).toBe(`'${text}`);
    expect(unneutraliseFormula(neutralised)).toBe(text);
  });

  it.each(['How long do returns take?', '', 'Price: =10 dollars', "It's a 3-wood", '1+1'])(
    'leaves plain text %j untouched both ways',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
      expect(unneutraliseFormula(text)).toBe(text);
    },
  );

  it('keeps an apostrophe that does not guard a formula', () => {
    expect(unneutraliseFormula("'quoted'")).toBe("'quoted'");
  });

  it('passes undefined through the import side', () => {
    expect(unneutraliseFormula(undefined)).toBeUndefined();
  });

  it.each(["'=1+1", "'hello", "''", "'"])(
    'round-trips text that itself starts with an apostrophe (%j)',
    (text) => {
      expect(unneutraliseFormula(neutraliseFormula(text))).toBe(text);
    },
  );
});

import { linkify, type Segment } from './linkify';

const link = (text: string, href = text): Segment => ({ type: 'link', text, href });
const text = (value: string): Segment => ({ type: 'text', text: value });

describe('linkify', () => {
  it('leaves plain text as one text segment', () => {
    expect(linkify('Returns are free within 30 days.')).toEqual([
      text('Returns are free within 30 days.'),
    ]);
  });

  it('returns no segments for empty text', () => {
    expect(linkify('')).toEqual([]);
  });

  it('links an http URL as it is', () => {
    expect(linkify('See http://example.com/page now')).toEqual([
      text('See '),
      link('http://example.com/page'),
      text(' now'),
    ]);
  });

  it('links an https URL with path and query', () => {
    expect(linkify('https://shop.example/track?order=12#top')).toEqual([
      link('https://shop.example/track?order=12#top'),
    ]);
  });

  it('gives a www. address an https:// link', () => {
    expect(linkify('Go to www.example.com today')).toEqual([
      text('Go to '),
      link('www.example.com', 'https://www.example.com'),
      text(' today'),
    ]);
  });

  it('links a bare domain with a path', () => {
    expect(linkify('Start at fairwayandgreen.example/returns please')).toEqual([
      text('Start at '),
      link('fairwayandgreen.example/returns', 'https://fairwayandgreen.example/returns'),
      text(' please'),
    ]);
  });

  it('links a bare domain such as example.com', () => {
    expect(linkify('example.com')).toEqual([link('example.com', 'https://example.com')]);
  });

  it.each(['.', ',', '!', '?', ';', ':'])('keeps a trailing "%s" outside the link', (mark) => {
    expect(linkify(`Visit https://example.com/a${mark} Thanks`)).toEqual([
      text('Visit '),
      link('https://example.com/a'),
      text(`${mark} Thanks`),
    ]);
  });

  it('keeps several trailing marks outside the link', () => {
    expect(linkify('Really, example.com/faq?!')).toEqual([
      text('Really, '),
      link('example.com/faq', 'https://example.com/faq'),
      text('?!'),
    ]);
  });

  it('keeps the closing parenthesis of a remark outside the link', () => {
    expect(linkify('(see https://example.com/help)')).toEqual([
      text('(see '),
      link('https://example.com/help'),
      text(')'),
    ]);
  });

  it('keeps a balanced parenthesis that belongs to the URL', () => {
    expect(linkify('(https://en.example.org/wiki/Golf_(sport)).')).toEqual([
      text('('),
      link('https://en.example.org/wiki/Golf_(sport)'),
      text(').'),
    ]);
  });

  it('keeps a bare domain in parentheses without the parenthesis', () => {
    expect(linkify('(example.com)')).toEqual([
      text('('),
      link('example.com', 'https://example.com'),
      text(')'),
    ]);
  });

  it('does not link the domain of an email address', () => {
    expect(linkify('Write to support@fairwayandgreen.example or john.doe@example.com.')).toEqual([
      text('Write to support@fairwayandgreen.example or john.doe@example.com.'),
    ]);
  });

  it('links a URL next to an email address', () => {
    expect(linkify('help@example.com or www.example.com')).toEqual([
      text('help@example.com or '),
      link('www.example.com', 'https://www.example.com'),
    ]);
  });

  it('does not link decimals, abbreviations or capitalised words', () => {
    expect(linkify('A 10.5 shoe, e.g. for Mr.Smith')).toEqual([
      text('A 10.5 shoe, e.g. for Mr.Smith'),
    ]);
  });

  it('keeps line breaks in the text around links', () => {
    expect(linkify('Line one\nexample.com\nLine three')).toEqual([
      text('Line one\n'),
      link('example.com', 'https://example.com'),
      text('\nLine three'),
    ]);
  });
});

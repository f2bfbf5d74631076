import 'reflect-metadata';
import { ExportPageMessage } from '@caddie/contracts';
import { Repository } from 'typeorm';
import { FaqEntity } from '../faqs/faq.entity';
import { readCsvPart } from './parse-faq-csv';
import { EXPORT_PAGE_SIZE, FaqExportService } from './faq-export.service';

const EXPORTED_AT = '2024-05-01T12:00:00.000Z';

function entity(id: number, fields: Partial<FaqEntity> = {}): FaqEntity {
  return Object.assign(new FaqEntity(), {
    id,
    question: `Question ${id}?`,
    answer: `Answer ${id}.`,
    phrasings: [],
    isActive: id % 2 === 1,
    createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, id)),
    updatedAt: new Date(Date.UTC(2024, 1, 1, 0, 0, id)),
    ...fields,
  });
}

function entities(firstId: number, count: number): FaqEntity[] {
  return Array.from({ length: count }, (_, i) => entity(firstId + i));
}

function serviceReturning(...pages: FaqEntity[][]) {
  const find = jest.fn();
  pages.forEach((page) => find.mockResolvedValueOnce(page));
  const service = new FaqExportService({ find } as unknown as Repository<FaqEntity>);
  return { service, find };
}

/** Asks for pages the way the gateway does, until done, and concatenates them. */
async function exportAll(service: FaqExportService, format: ExportPageMessage['format']) {
  const texts: string[] = [];
  let afterId = 0;
  for (;;) {
    const page = await service.page({ format, afterId, exportedAt: EXPORTED_AT });
    texts.push(page.text);
    if (page.done) return texts;
    afterId = page.lastId;
  }
}

describe('FaqExportService.page', () => {
  it('asks for the next page in id order after the last id sent', async () => {
    const { service, find } = serviceReturning([entity(11)]);
    const page = await service.page({ format: 'json', afterId: 10, exportedAt: EXPORTED_AT });
    const [options] = find.mock.calls[0];
    expect(options.order).toEqual({ id: 'ASC' });
    expect(options.take).toBe(EXPORT_PAGE_SIZE);
    expect(options.where.id.type).toBe('moreThan');
    expect(options.where.id.value).toBe(10);
    expect(page).toMatchObject({ lastId: 11, done: true });
  });

  it('starts the first JSON page with the object and exportedAt', async () => {
    const { service } = serviceReturning([entity(1)]);
    const { text } = await service.page({ format: 'json', afterId: 0, exportedAt: EXPORTED_AT });
    expect(text.startsWith('{')).toBe(true);
    expect(text).toContain(`"exportedAt": "${EXPORTED_AT}"`);
  });

  it('gives one JSON document across pages, with every FAQ in id order', async () => {
    const { service, find } = serviceReturning(
      entities(1, EXPORT_PAGE_SIZE),
      entities(EXPORT_PAGE_SIZE + 1, 3),
    );
    const texts = await exportAll(service, 'json');
    expect(texts).toHaveLength(2);
    expect(find).toHaveBeenCalledTimes(2);
    expect(texts[1].startsWith(',')).toBe(true);
    const parsed = JSON.parse(texts.join(''));
    expect(Object.keys(parsed)).toEqual(['exportedAt', 'faqs']);
    expect(parsed.exportedAt).toBe(EXPORTED_AT);
    expect(parsed.faqs).toHaveLength(EXPORT_PAGE_SIZE + 3);
    expect(parsed.faqs.map((faq: { id: number }) => faq.id)).toEqual(
      Array.from({ length: EXPORT_PAGE_SIZE + 3 }, (_, i) => i + 1),
    );
    expect(parsed.faqs[0]).toEqual({
      id: 1,
      question: 'Question 1?',
      answer: 'Answer 1.',
      phrasings: [],
      isActive: true,
      createdAt: '2024-01-01T00:00:01.000Z',
      updatedAt: '2024-02-01T00:00:01.000Z',
    });
  });

  it('closes the JSON document when the last page is empty', async () => {
    const { service } = serviceReturning(entities(1, EXPORT_PAGE_SIZE), []);
    const parsed = JSON.parse((await exportAll(service, 'json')).join(''));
    expect(parsed.faqs).toHaveLength(EXPORT_PAGE_SIZE);
  });

  it('exports an empty table as an empty faqs list', async () => {
    const { service } = serviceReturning([]);
    const page = await service.page({ format: 'json', afterId: 0, exportedAt: EXPORTED_AT });
    expect(page).toMatchObject({ lastId: 0, done: true });
    expect(JSON.parse(page.text)).toEqual({ exportedAt: EXPORTED_AT, faqs: [] });
  });

  it('puts the CSV header on the first page only', async () => {
    const { service } = serviceReturning(
      entities(1, EXPORT_PAGE_SIZE),
      entities(EXPORT_PAGE_SIZE + 1, 2),
    );
    const [first, second] = await exportAll(service, 'csv');
    const firstLines = first.trimEnd().split('\n');
    expect(firstLines[0]).toBe('id,question,answer,isActive,createdAt,updatedAt,phrasings');
    expect(firstLines[1]).toBe(
      '1,Question 1?,Answer 1.,true,2024-01-01T00:00:01.000Z,2024-02-01T00:00:01.000Z,',
    );
    expect(firstLines).toHaveLength(EXPORT_PAGE_SIZE + 1);
    // Each page ends its last record, so the pages concatenate into one file.
    expect(first.endsWith('\n') && second.endsWith('\n')).toBe(true);
    expect(second.trimEnd().split('\n')).toEqual([
      `${EXPORT_PAGE_SIZE + 1},Question ${EXPORT_PAGE_SIZE + 1}?,Answer ${EXPORT_PAGE_SIZE + 1}.,true,2024-01-01T00:33:21.000Z,2024-02-01T00:33:21.000Z,`,
      `${EXPORT_PAGE_SIZE + 2},Question ${EXPORT_PAGE_SIZE + 2}?,Answer ${EXPORT_PAGE_SIZE + 2}.,false,2024-01-01T00:33:22.000Z,2024-02-01T00:33:22.000Z,`,
    ]);
  });

  it('prefixes CSV cells that a spreadsheet would run as formulas with an apostrophe', async () => {
    const { service } = serviceReturning([
      entity(1, { question: '=HYPERLINK("x")', answer: '@SUM(A1)' }),
    ]);
    const { text } = await service.page({ format: 'csv', afterId: 0, exportedAt: EXPORTED_AT });
    expect(text.split('\n')[1]).toMatch(/^1,"'=HYPERLINK\(""x""\)",'@SUM\(A1\),true,/);
  });

  it('puts the phrasings in one CSV cell, a line each, guarded like any cell', async () => {
    const { service } = serviceReturning([
      entity(1, { phrasings: ['=1+1 is it free?', 'Second way to ask?'] }),
    ]);
    const { text } = await service.page({ format: 'csv', afterId: 0, exportedAt: EXPORTED_AT });
    expect(text).toContain(`,"'=1+1 is it free?\nSecond way to ask?"\n`);
  });

  it('quotes CSV cells holding commas, quotes and line breaks', async () => {
    const { service } = serviceReturning([entity(1, { answer: 'Yes, "always"\nreally' })]);
    const { text } = await service.page({ format: 'csv', afterId: 0, exportedAt: EXPORTED_AT });
    expect(text).toContain('"Yes, ""always""\nreally"');
  });

  it('writes CSV that the import reads back to the same texts, as one CSV family does', async () => {
    const awkward = {
      question: ' Leading space, "quotes"?',
      answer: 'Two\r\nlines; =not a formula',
    };
    const { service } = serviceReturning([entity(1, { ...awkward, phrasings: ['Other way?'] })]);
    const { text } = await service.page({ format: 'csv', afterId: 0, exportedAt: EXPORTED_AT });
    const [header, ...records] = [
      text.slice(0, text.indexOf('\n') + 1),
      text.slice(text.indexOf('\n') + 1),
    ];
    const { rows } = readCsvPart(header, records.join(''));
    expect(rows.map((row) => row.item)).toEqual([
      { ...awkward, phrasings: ['Other way?'], isActive: true },
    ]);
  });
});

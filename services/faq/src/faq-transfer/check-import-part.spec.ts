import 'reflect-metadata';
import { ImportPartMessage } from '@caddie/contracts';
import { checkImportPart } from './check-import-part';

function part(fields: Pick<ImportPartMessage, 'format' | 'text' | 'header'>): ImportPartMessage {
  return { importId: '5a0d5f0e-4f0b-4d53-9a52-0b4d1e3c1a7e', seq: 0, ...fields };
}

describe('checkImportPart', () => {
  it('reads and checks a CSV part with its header, counting its rows and lines', () => {
    const checked = checkImportPart(
      part({ format: 'csv', header: 'question,answer\n', text: '"Q1\nstill Q1",A1\n\nQ2,A2\n' }),
    );
    expect(checked).toMatchObject({ rows: 2, lines: 4, problems: [], allHaveIds: false });
    expect(checked.items.map(({ question }) => question)).toEqual(['Q1\nstill Q1', 'Q2']);
  });

  it('names problem rows by their row and line within the part', () => {
    const checked = checkImportPart(
      part({ format: 'csv', header: 'question,answer,isActive\n', text: 'Q1,,\nQ2,A2,maybe\n' }),
    );
    expect(checked.problems).toEqual([
      { kind: 'row', row: 1, line: 2, text: expect.stringMatching(/^answer must not be blank/) },
      { kind: 'row', row: 2, line: 3, text: expect.stringMatching(/^isActive must be true/) },
    ]);
    expect(checked.rows).toBe(2);
  });

  it('keeps a problem that stops the reading of a CSV part alone', () => {
    const checked = checkImportPart(
      part({ format: 'csv', header: 'question,answer\n', text: 'Q1,\n"Q2,A2\n' }),
    );
    expect(checked).toEqual({
      items: [],
      rows: 0,
      lines: 0,
      problems: [{ kind: 'csv', line: 3, text: 'a quoted field is not closed' }],
      allHaveIds: false,
    });
  });

  it('checks a JSON part row by row, and says whether every row has an id', () => {
    const withIds = checkImportPart(
      part({
        format: 'json',
        text: '[{"id":1,"question":"Q","answer":"A"},{"id":2,"question":"Q2"}]',
      }),
    );
    expect(withIds).toMatchObject({ rows: 2, lines: 0, allHaveIds: true });
    expect(withIds.problems).toEqual([
      { kind: 'row', row: 2, line: undefined, text: expect.stringMatching(/^answer/) },
    ]);
    const withoutIds = checkImportPart(
      part({
        format: 'json',
        text: '[{"id":1,"question":"Q","answer":"A"},{"question":"Q","answer":"A"}]',
      }),
    );
    expect(withoutIds).toMatchObject({ rows: 2, problems: [], allHaveIds: false });
  });

  it('refuses a JSON part that is not a list', () => {
    for (const text of ['{"question":"Q"}', '[{"question":', '']) {
      expect(checkImportPart(part({ format: 'json', text })).problems).toEqual([
        { kind: 'file', text: expect.stringContaining('not a JSON list of FAQs') },
      ]);
    }
  });
});

import { importFaqFile } from './import-file';

// jsdom's File has no text(); the function needs only the name and text() of a browser File.
const fileOf = (text: string, name: string) => ({ name, text: async () => text }) as File;

describe('importFaqFile', () => {
  let send: jest.Mock;

  beforeEach(() => {
    send = jest.fn().mockResolvedValue({ message: 'Imported 2 FAQs' });
  });

  it('asks for a file when none is selected, without a request', async () => {
    await expect(importFaqFile(null, false, send)).resolves.toEqual({
      ok: false,
      title: 'No file selected',
      description: 'Please select a file to import',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a .csv file as raw CSV text', async () => {
    const csv = 'question,answer\nOpen on Sunday?,Yes\n';
    const outcome = await importFaqFile(fileOf(csv, 'FAQS.CSV'), true, send);
    expect(send).toHaveBeenCalledWith({ csvData: csv, replaceExisting: true });
    expect(outcome).toEqual({ ok: true, message: 'Imported 2 FAQs' });
  });

  it('refuses a file that is not JSON, naming its extension', async () => {
    await expect(importFaqFile(fileOf('{not json', 'backup.json'), false, send)).resolves.toEqual({
      ok: false,
      title: 'Invalid JSON file',
      description: 'Please check the file format and try again',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('names an unexpected extension in upper case', async () => {
    const outcome = await importFaqFile(fileOf('question;answer', 'faqs.txt'), false, send);
    expect(outcome).toMatchObject({ ok: false, title: 'Invalid TXT file' });
  });

  it('refuses JSON without a faqs array', async () => {
    const expected = {
      ok: false,
      title: 'Invalid JSON format',
      description: "JSON file must contain a 'faqs' array",
    };
    await expect(importFaqFile(fileOf('[]', 'a.json'), false, send)).resolves.toEqual(expected);
    await expect(importFaqFile(fileOf('{"faqs":{}}', 'a.json'), false, send)).resolves.toEqual(
      expected,
    );
    await expect(importFaqFile(fileOf('null', 'a.json'), false, send)).resolves.toEqual(expected);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the faqs of a good JSON file with the replace choice', async () => {
    const faqs = [{ question: 'Q?', answer: 'A.', isActive: true }];
    const outcome = await importFaqFile(fileOf(JSON.stringify({ faqs }), 'a.json'), false, send);
    expect(send).toHaveBeenCalledWith({ faqs, replaceExisting: false });
    expect(outcome).toEqual({ ok: true, message: 'Imported 2 FAQs' });
  });

  it('reports a refused import with the error message', async () => {
    send.mockRejectedValue(new Error('400: row 3 has no answer'));
    await expect(importFaqFile(fileOf('{"faqs":[]}', 'a.json'), false, send)).resolves.toEqual({
      ok: false,
      title: 'Failed to import FAQs',
      description: '400: row 3 has no answer',
    });
  });

  it('falls back to format advice when the error has no message', async () => {
    send.mockRejectedValue(new Error(''));
    const outcome = await importFaqFile(fileOf('a,b', 'a.csv'), false, send);
    expect(outcome).toEqual({
      ok: false,
      title: 'Failed to import FAQs',
      description: 'Please check the file format and try again',
    });
  });
});

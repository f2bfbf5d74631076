import {
  checkExportResponse,
  defaultExportFileName,
  fileNameFromContentDisposition,
} from './export-check';

describe('checkExportResponse', () => {
  it('accepts a JSON export with a charset', () => {
    expect(checkExportResponse(200, 'OK', 'application/json; charset=utf-8', 'json')).toBeNull();
  });

  it('accepts a CSV export', () => {
    expect(checkExportResponse(200, 'OK', 'text/csv; charset=utf-8', 'csv')).toBeNull();
  });

  it('asks to sign in again on 401', () => {
    expect(checkExportResponse(401, 'Unauthorized', 'application/json', 'json')).toBe(
      'Export failed: Please log in again to continue',
    );
  });

  it('asks to sign in again when the answer is an HTML page', () => {
    expect(checkExportResponse(200, 'OK', 'text/html; charset=utf-8', 'csv')).toBe(
      'Export failed: Please log in again to continue',
    );
  });

  it('names the status of any other failure', () => {
    expect(checkExportResponse(503, 'Service Unavailable', 'application/json', 'json')).toBe(
      'Export failed: 503 Service Unavailable',
    );
  });

  it('names the expected and the actual type when they differ', () => {
    expect(checkExportResponse(200, 'OK', 'application/json', 'csv')).toBe(
      'Export failed: Expected text/csv but got application/json',
    );
    expect(checkExportResponse(200, 'OK', 'text/csv', 'json')).toBe(
      'Export failed: Expected application/json but got text/csv',
    );
  });

  it('says when the answer has no content type', () => {
    expect(checkExportResponse(200, 'OK', null, 'json')).toBe(
      'Export failed: Expected application/json but got no content type',
    );
  });
});

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(
      fileNameFromContentDisposition('attachment; filename="faqs-export-2025-01-31.csv"'),
    ).toBe('faqs-export-2025-01-31.csv');
  });

  it('reads an unquoted file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename=faqs.json')).toBe('faqs.json');
  });

  it('prefers the encoded file name', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="a.json"; filename*=UTF-8''caf%C3%A9.json`,
      ),
    ).toBe('café.json');
  });

  it('gives null without a header or a file name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
  });
});

describe('defaultExportFileName', () => {
  it('is faqs-export-YYYY-MM-DD.{format} in UTC', () => {
    const now = new Date('2025-03-09T23:30:00Z');
    expect(defaultExportFileName('json', now)).toBe('faqs-export-2025-03-09.json');
    expect(defaultExportFileName('csv', now)).toBe('faqs-export-2025-03-09.csv');
  });
});

import { exportFileName } from './faq';

describe('exportFileName', () => {
  it('names a JSON export faqs-export-YYYY-MM-DD.json', () => {
    expect(exportFileName('json', new Date('2024-03-05T10:00:00Z'))).toBe(
      'faqs-export-2024-03-05.json',
    );
  });

  it('names a CSV export with the csv extension', () => {
    expect(exportFileName('csv', new Date('2024-12-31T00:00:00Z'))).toBe(
      'faqs-export-2024-12-31.csv',
    );
  });

  it('dates the file in UTC, not local time', () => {
    expect(exportFileName('json', new Date('2024-03-05T23:30:00-05:00'))).toBe(
      'faqs-export-2024-03-06.json',
    );
    expect(exportFileName('json', new Date('2024-03-06T00:30:00+02:00'))).toBe(
      'faqs-export-2024-03-05.json',
    );
  });

  it('uses the current date when none is given', () => {
    jest.useFakeTimers({ now: new Date('2025-01-02T03:04:05Z') });
    try {
      expect(exportFileName('json')).toBe('faqs-export-2025-01-02.json');
    } finally {
      jest.useRealTimers();
    }
  });
});

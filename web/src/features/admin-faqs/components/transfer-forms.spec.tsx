import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch, textResponse } from '../../../test/fake-response';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FaqManagement } from './faq-management';

function renderPanel(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    'GET /api/faqs': () => jsonResponse([]),
    'GET /api/insights/faq-usage': () => jsonResponse([]),
    ...routes,
  });
  renderWithProviders(
    <>
      <FaqManagement />
      <Toaster />
    </>,
  );
  return fetchMock;
}

// jsdom's File has no text(); a browser's does.
function textFile(content: string, name: string): File {
  const file = new File([content], name);
  Object.defineProperty(file, 'text', { value: async () => content });
  return file;
}

describe('export form', () => {
  let click: jest.SpyInstance;

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => click.mockRestore());

  it('offers json by default and downloads a csv export under the server name', async () => {
    const fetchMock = renderPanel({
      'GET /api/faqs/export?format=csv': () =>
        textResponse('question,answer\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="faqs-export-2025-01-02.csv"',
          },
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(screen.getByText(/backup and restore: keeps all metadata/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByText('FAQs exported successfully as CSV')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'faqs-export-2025-01-02.csv',
    );
    const exportCall = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/faqs/export'));
    expect(exportCall?.[1]).toEqual({ credentials: 'include' });
  });

  it('says to sign in again when the export answers 401', async () => {
    renderPanel({ 'GET /api/faqs/export?format=json': () => textResponse('', { status: 401 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export as JSON' }));
    expect(await screen.findByText('Failed to export FAQs')).toBeInTheDocument();
    expect(screen.getByText('Export failed: Please log in again to continue')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('import form', () => {
  it('explains the replace option, off by default', async () => {
    renderPanel({});
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const replace = screen.getByRole('checkbox', { name: 'Replace existing FAQs' });
    expect(replace).not.toBeChecked();
    expect(screen.getByText('New FAQs will be added alongside existing ones')).toBeInTheDocument();
    await userEvent.click(replace);
    expect(
      screen.getByText(
        '⚠️ This will delete all current FAQs and replace them with the imported ones',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a file when none is chosen', async () => {
    renderPanel({});
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import FAQs' }));
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a file to import')).toBeInTheDocument();
  });

  it('imports a JSON file, reports the server message and closes the form', async () => {
    const fetchMock = renderPanel({
      'POST /api/faqs/import': () => jsonResponse({ message: 'Imported 1 FAQ', imported: 1 }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const faqs = [{ question: 'Q?', answer: 'A.' }];
    await userEvent.upload(
      screen.getByLabelText('File'),
      textFile(JSON.stringify({ faqs }), 'b.json'),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Replace existing FAQs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import FAQs' }));
    expect(await screen.findByText('FAQs imported successfully')).toBeInTheDocument();
    expect(screen.getByText('Imported 1 FAQ')).toBeInTheDocument();
    expect(screen.queryByLabelText('File')).not.toBeInTheDocument();
    const importCall = fetchMock.mock.calls.find(([url]) => url === '/api/faqs/import');
    expect(JSON.parse(importCall?.[1].body)).toEqual({ faqs, replaceExisting: true });
  });
});

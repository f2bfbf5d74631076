import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { failureToast } from '../../../lib/failure-toast';
import { useExportFaqs } from '../api/export-faqs';
import { downloadBlob } from '../utils/download-blob';
import type { ExportFormat } from '@caddie/contracts';
import { FormPanel } from './form-panel';

const FORMAT_CHOICES: ReadonlyArray<{ format: ExportFormat; hint: string }> = [
  {
    format: 'json',
    hint: 'For backup and restore: keeps all metadata (ids, active state, dates).',
  },
  { format: 'csv', hint: 'For spreadsheets such as Excel or Google Sheets.' },
];

export function ExportForm({ id, onClose }: { id: string; onClose: () => void }) {
  const [format, setFormat] = useState<ExportFormat>('json');
  const exportMutation = useExportFaqs();

  const startExport = () => {
    if (exportMutation.isPending) return;
    exportMutation.mutate(format, {
      onSuccess: ({ blob, fileName }) => {
        downloadBlob(blob, fileName);
        toast({ title: `FAQs exported successfully as ${format.toUpperCase()}` });
      },
      onError: (error) => failureToast('Failed to export FAQs', error, 'Please try again'),
    });
  };

  return (
    <FormPanel id={id} title="Export FAQs" onSubmit={startExport}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Format</legend>
        {FORMAT_CHOICES.map(({ format: choice, hint }) => (
          <div key={choice} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${choice}`}
              type="radio"
              name={`${id}-format`}
              value={choice}
              checked={format === choice}
              onChange={() => setFormat(choice)}
              aria-describedby={`${id}-${choice}-hint`}
              className="mt-0.5 size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            />
            <div>
              <label htmlFor={`${id}-${choice}`} className="font-medium text-slate-800">
                {choice.toUpperCase()}
              </label>
              <p id={`${id}-${choice}-hint`} className="text-slate-600">
                {hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={exportMutation.isPending}>
          {exportMutation.isPending ? 'Exporting...' : `Export as ${format.toUpperCase()}`}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </FormPanel>
  );
}

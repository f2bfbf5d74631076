import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { failureToast } from '../../../lib/failure-toast';
import { useImportFaqs } from '../api/import-faqs';
import { FormPanel } from './form-panel';

const REPLACE_WARNING =
  '⚠️ This will delete all current FAQs and replace them with the imported ones';
const ADD_NOTE = 'New FAQs will be added alongside existing ones';

export function ImportForm({ id, onClose }: { id: string; onClose: () => void }) {
  const fieldId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [replaceExisting, setReplaceExisting] = useState(false);
  const importMutation = useImportFaqs();

  const startImport = () => {
    if (importMutation.isPending) return;
    importMutation.mutate(
      { file, replaceExisting },
      {
        onSuccess: (outcome) => {
          if (!outcome.ok) {
            const { title, description } = outcome;
            return void toast({ title, description, variant: 'destructive' });
          }
          toast({ title: 'FAQs imported successfully', description: outcome.message });
          onClose();
        },
        onError: (error) =>
          failureToast(
            'Failed to import FAQs',
            error,
            'Please check the file format and try again',
          ),
      },
    );
  };

  return (
    <FormPanel id={id} title="Import FAQs" onSubmit={startImport}>
      <div>
        <label htmlFor={`${fieldId}-file`} className="block text-sm font-medium text-slate-800">
          File
        </label>
        <input
          id={`${fieldId}-file`}
          type="file"
          accept=".json,.csv"
          aria-describedby={`${fieldId}-file-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium hover:file:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        />
        <p id={`${fieldId}-file-hint`} className="mt-1 text-sm text-slate-600">
          A JSON export (with a faqs list) or a CSV file with question and answer columns.
        </p>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={replaceExisting}
            onChange={(event) => setReplaceExisting(event.target.checked)}
            aria-describedby={`${fieldId}-replace-note`}
            className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          />
          Replace existing FAQs
        </label>
        <p
          id={`${fieldId}-replace-note`}
          className={
            replaceExisting
              ? 'mt-1 text-sm font-medium text-red-700'
              : 'mt-1 text-sm text-slate-600'
          }
        >
          {replaceExisting ? REPLACE_WARNING : ADD_NOTE}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={importMutation.isPending}>
          {importMutation.isPending ? 'Importing...' : 'Import FAQs'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </FormPanel>
  );
}

import { Download, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { AddFaqForm } from './add-faq-form';
import { ExportForm } from './export-form';
import { FaqList } from './faq-list';
import { ImportForm } from './import-form';
import { ToggleButton } from './toggle-button';

interface FaqManagementProps {
  /** Opens the add form with this question filled in (an unanswered question, for example). */
  draftQuestion?: string;
}

/** SPEC section 4: the add, import and export forms open independently. */
export function FaqManagement({ draftQuestion = '' }: FaqManagementProps) {
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(draftQuestion !== '');
  // used once: the add form opened again later starts empty
  const [addPrefill, setAddPrefill] = useState(draftQuestion);

  const closeAdd = () => {
    setAddOpen(false);
    setAddPrefill('');
  };

  return (
    <section aria-labelledby="faq-management-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="faq-management-title" className="text-2xl font-semibold text-slate-900">
          FAQ Management
        </h1>
        <div className="flex flex-wrap gap-2">
          <ToggleButton open={exportOpen} onToggle={setExportOpen} controls="export-form">
            <Download className="size-4" aria-hidden="true" />
            Export
          </ToggleButton>
          <ToggleButton open={importOpen} onToggle={setImportOpen} controls="import-form">
            <Upload className="size-4" aria-hidden="true" />
            Import
          </ToggleButton>
          <ToggleButton
            open={addOpen}
            onToggle={(open) => (open ? setAddOpen(true) : closeAdd())}
            controls="add-faq-form"
            primary
          >
            <Plus className="size-4" aria-hidden="true" />
            Add FAQ
          </ToggleButton>
        </div>
      </div>
      {exportOpen ? <ExportForm id="export-form" onClose={() => setExportOpen(false)} /> : null}
      {importOpen ? <ImportForm id="import-form" onClose={() => setImportOpen(false)} /> : null}
      {addOpen ? (
        <AddFaqForm id="add-faq-form" onClose={closeAdd} initialQuestion={addPrefill} />
      ) : null}
      <FaqList />
    </section>
  );
}

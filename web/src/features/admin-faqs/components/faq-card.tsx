import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LinkifiedText } from '../../../components/linkified-text';
import { Button } from '../../../components/ui/button';
import type { Faq } from '@caddie/contracts';
import type { FaqUsage } from '../api/get-faq-usage';
import { ActiveSwitch } from './active-switch';
import { DeleteConfirmation } from './delete-confirmation';
import { FaqEditForm } from './faq-edit-form';
import { FaqPhrasings } from './faq-phrasings';
import { FaqUsageLine } from './faq-usage-line';

interface FaqCardProps {
  faq: Faq;
  /** null: never served; undefined: not known (still loading, or the usage failed to load). */
  usage: FaqUsage | null | undefined;
  isEditing: boolean;
  onEdit: () => void;
  onEditDone: () => void;
}

const cardClasses = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

export function FaqCard({ faq, usage, isEditing, onEdit, onEditDone }: FaqCardProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  if (isEditing) {
    return (
      <article aria-label={`Editing: ${faq.question}`} className={cardClasses}>
        <FaqEditForm faq={faq} onDone={onEditDone} />
      </article>
    );
  }

  return (
    <article aria-label={faq.question} className={cardClasses}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{faq.question}</h2>
          <LinkifiedText
            text={faq.answer}
            className="mt-1 whitespace-pre-wrap break-words text-slate-700"
          />
          <FaqPhrasings phrasings={faq.phrasings} />
          {usage !== undefined ? <FaqUsageLine usage={usage} /> : null}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <ActiveSwitch faq={faq} />
          <Button
            variant="ghost"
            className="px-2"
            aria-label={`Edit FAQ: ${faq.question}`}
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            className="px-2 text-red-700 hover:bg-red-50"
            aria-label={`Delete FAQ: ${faq.question}`}
            aria-expanded={confirmingDelete}
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {confirmingDelete ? (
        <DeleteConfirmation faqId={faq.id} onCancel={() => setConfirmingDelete(false)} />
      ) : null}
    </article>
  );
}

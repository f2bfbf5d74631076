import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { failureToast } from '../../../lib/failure-toast';
import type { Faq } from '@caddie/contracts';
import { useUpdateFaq } from '../api/update-faq';
import { phrasingsFromText, phrasingsToText } from '../utils/phrasings';
import { FaqFields, isCompleteDraft } from './faq-fields';

export function FaqEditForm({ faq, onDone }: { faq: Faq; onDone: () => void }) {
  const [draft, setDraft] = useState({
    question: faq.question,
    answer: faq.answer,
    phrasings: phrasingsToText(faq.phrasings),
  });
  const updateMutation = useUpdateFaq();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteDraft(draft) || updateMutation.isPending) return;
    const changes = {
      question: draft.question.trim(),
      answer: draft.answer.trim(),
      // the whole list, so a line removed here is removed from the FAQ
      phrasings: phrasingsFromText(draft.phrasings),
    };
    updateMutation.mutate(
      { id: faq.id, changes },
      {
        onSuccess: () => {
          onDone();
          toast({ title: 'FAQ updated successfully' });
        },
        onError: (error) =>
          failureToast('Failed to update FAQ', error, 'Please check your input and try again'),
      },
    );
  };

  return (
    <form onSubmit={save} aria-label="Edit FAQ" className="flex flex-col gap-4">
      <FaqFields draft={draft} onChange={setDraft} />
      <div className="flex gap-2">
        <Button type="submit" disabled={updateMutation.isPending}>
          {updateMutation.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

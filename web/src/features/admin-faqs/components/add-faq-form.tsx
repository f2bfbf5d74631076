import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { failureToast } from '../../../lib/failure-toast';
import { useCreateFaq } from '../api/create-faq';
import { phrasingsFromText } from '../utils/phrasings';
import { FaqFields, isCompleteDraft, type FaqDraft } from './faq-fields';
import { FormPanel } from './form-panel';

const EMPTY_DRAFT: FaqDraft = { question: '', answer: '', phrasings: '' };

interface AddFaqFormProps {
  id: string;
  onClose: () => void;
  /** A question to start from, such as one the FAQs do not answer yet. */
  initialQuestion?: string;
}

export function AddFaqForm({ id, onClose, initialQuestion = '' }: AddFaqFormProps) {
  const [draft, setDraft] = useState({ ...EMPTY_DRAFT, question: initialQuestion });
  // SPEC section 3: new FAQs are created active
  const [isActive, setIsActive] = useState(true);
  const createMutation = useCreateFaq();

  const save = () => {
    if (!isCompleteDraft(draft) || createMutation.isPending) return;
    const faq = {
      question: draft.question.trim(),
      answer: draft.answer.trim(),
      phrasings: phrasingsFromText(draft.phrasings),
      isActive,
    };
    createMutation.mutate(faq, {
      onSuccess: () => {
        setDraft(EMPTY_DRAFT);
        setIsActive(true);
        onClose();
        toast({ title: 'FAQ created successfully' });
      },
      onError: (error) =>
        failureToast('Failed to create FAQ', error, 'Please check your input and try again'),
    });
  };

  return (
    <FormPanel id={id} title="Add FAQ" onSubmit={save}>
      <FaqFields draft={draft} onChange={setDraft} focusAnswer={initialQuestion !== ''} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
          className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        />
        Active
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={createMutation.isPending}>
          {createMutation.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </FormPanel>
  );
}

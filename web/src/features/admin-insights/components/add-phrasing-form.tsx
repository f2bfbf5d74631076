import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useAddFaqPhrasing } from '../api/add-faq-phrasing';
import { useAllFaqs } from '../api/get-all-faqs';
import { asPhrasing } from '../utils/as-phrasing';
import { phrasingAddedToast, phrasingFailedToast } from '../utils/phrasing-toasts';

interface AddPhrasingFormProps {
  id: string;
  question: string;
  /** The FAQ chosen at first: the one visitors chose for the question, if any. */
  initialFaqId?: number;
  onClose: () => void;
}

const selectClasses =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:opacity-50';

/** Picks the FAQ that already answers the question and adds the question to its phrasings. */
export function AddPhrasingForm({ id, question, initialFaqId, onClose }: AddPhrasingFormProps) {
  const selectId = useId();
  const { data: faqs, error } = useAllFaqs();
  const [faqId, setFaqId] = useState(initialFaqId === undefined ? '' : String(initialFaqId));
  const addMutation = useAddFaqPhrasing();
  // an FAQ chosen at first that has since been deleted is no choice at all
  const faq = faqs?.find((candidate) => String(candidate.id) === faqId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!faq || addMutation.isPending) return;
    addMutation.mutate(
      { faq, phrasing: asPhrasing(question) },
      {
        onSuccess: () => {
          phrasingAddedToast(faq);
          onClose();
        },
        onError: phrasingFailedToast,
      },
    );
  };

  if (error) {
    return (
      <p id={id} role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
        Could not load the FAQs to choose from. Reload the page and try again.
      </p>
    );
  }

  return (
    <form
      id={id}
      aria-label="Add as phrasing"
      onSubmit={submit}
      className="mt-3 flex flex-col gap-3 rounded-md bg-slate-50 p-3"
    >
      <div>
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          Add as phrasing of
        </label>
        <select
          id={selectId}
          required
          autoFocus
          disabled={!faqs}
          value={faq ? faqId : ''}
          onChange={(event) => setFaqId(event.target.value)}
          className={selectClasses}
        >
          <option value="">{faqs ? 'Choose an FAQ' : 'Loading FAQs...'}</option>
          {faqs?.map((faq) => (
            <option key={faq.id} value={String(faq.id)}>
              {faq.isActive ? faq.question : `${faq.question} (inactive)`}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={addMutation.isPending || !faqs}>
          {addMutation.isPending ? 'Adding...' : 'Add phrasing'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

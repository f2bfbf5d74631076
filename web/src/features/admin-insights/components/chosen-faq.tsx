import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAddFaqPhrasing } from '../api/add-faq-phrasing';
import { useAllFaqs } from '../api/get-all-faqs';
import type { ChosenFaq as ChosenFaqFigures } from '../types';
import { asPhrasing } from '../utils/as-phrasing';
import { faqLabel } from '../utils/faq-label';
import { times } from '../utils/format';
import { phrasingAddedToast, phrasingFailedToast } from '../utils/phrasing-toasts';

interface ChosenFaqProps {
  chosen: ChosenFaqFigures;
  /** The unanswered question, and the id of the heading that shows it. */
  question: string;
  questionId: string;
}

/**
 * The FAQ visitors chose from the suggestions after asking the question, and the one-click
 * fix: add the question to that FAQ's phrasings. Offered only for an FAQ the admin list has.
 */
export function ChosenFaq({ chosen, question, questionId }: ChosenFaqProps) {
  const lineId = useId();
  const { data: faqs } = useAllFaqs();
  const addMutation = useAddFaqPhrasing();
  // The question leaves the list a moment after it is added; until then it is not added twice.
  const [added, setAdded] = useState(false);
  const faq = faqs?.find((candidate) => candidate.id === chosen.faqId);

  const add = () => {
    if (!faq || addMutation.isPending || added) return;
    addMutation.mutate(
      { faq, phrasing: asPhrasing(question) },
      {
        onSuccess: () => {
          setAdded(true);
          phrasingAddedToast(faq);
        },
        onError: phrasingFailedToast,
      },
    );
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-emerald-50 p-3">
      <p id={lineId} className="min-w-0 flex-1 text-sm break-words text-slate-800">
        <span className="font-medium">Visitors chose:</span> “{faqLabel(chosen, faqs)}” ·{' '}
        {times(chosen.count)}
      </p>
      {faq ? (
        <Button
          aria-describedby={`${questionId} ${lineId}`}
          disabled={addMutation.isPending || added}
          onClick={add}
        >
          {added ? 'Added' : addMutation.isPending ? 'Adding...' : 'Add as phrasing'}
        </Button>
      ) : null}
    </div>
  );
}

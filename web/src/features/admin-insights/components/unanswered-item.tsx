import { useId, useRef, useState } from 'react';
import { RelativeTime } from '../../../components/relative-time';
import { Button } from '../../../components/ui/button';
import type { UnansweredQuestion } from '../types';
import { asPhrasing } from '../utils/as-phrasing';
import { times } from '../utils/format';
import { AddPhrasingForm } from './add-phrasing-form';
import { ChosenFaq } from './chosen-faq';

interface UnansweredItemProps {
  group: UnansweredQuestion;
  onCreateFaq: (question: string) => void;
}

/** Why the FAQs fall short on this question: declined, rated not helpful, or both. */
function reasons({ declined, notHelpful }: UnansweredQuestion): string {
  const parts = [];
  if (declined > 0) parts.push(`declined ${times(declined)}`);
  if (notHelpful > 0) parts.push(`rated not helpful ${times(notHelpful)}`);
  return parts.join(' · ');
}

export function UnansweredItem({ group, onCreateFaq }: UnansweredItemProps) {
  const id = useId();
  const [addingPhrasing, setAddingPhrasing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const why = reasons(group);

  const closePhrasingForm = () => {
    setAddingPhrasing(false);
    toggleRef.current?.focus();
  };

  return (
    <article aria-labelledby={`${id}-question`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-question`} className="font-medium break-words text-slate-900">
        {group.question}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Asked {times(group.count)} · last <RelativeTime iso={group.lastAskedAt} />
        {why ? ` · ${why}` : null}
      </p>
      {group.variants.length > 0 ? (
        <p className="mt-1 text-sm break-words text-slate-600">
          <span className="font-medium">Also asked as:</span>{' '}
          {group.variants.map((variant) => `“${variant}”`).join(' · ')}
        </p>
      ) : null}
      {group.chosenFaq ? (
        <ChosenFaq
          chosen={group.chosenFaq}
          question={group.question}
          questionId={`${id}-question`}
        />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          aria-describedby={`${id}-question`}
          onClick={() => onCreateFaq(asPhrasing(group.question))}
        >
          Create FAQ
        </Button>
        <Button
          ref={toggleRef}
          variant="secondary"
          aria-describedby={`${id}-question`}
          aria-expanded={addingPhrasing}
          aria-controls={addingPhrasing ? `${id}-phrasing` : undefined}
          onClick={() => (addingPhrasing ? closePhrasingForm() : setAddingPhrasing(true))}
        >
          Add as phrasing of...
        </Button>
      </div>
      {addingPhrasing ? (
        <AddPhrasingForm
          id={`${id}-phrasing`}
          question={group.question}
          initialFaqId={group.chosenFaq?.faqId}
          onClose={closePhrasingForm}
        />
      ) : null}
    </article>
  );
}

import { useId } from 'react';

export interface FaqDraft {
  question: string;
  answer: string;
}

interface FaqFieldsProps {
  draft: FaqDraft;
  onChange: (draft: FaqDraft) => void;
}

const fieldClasses =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700';

/** The question and answer fields shared by the add form and a card's edit mode. */
export function FaqFields({ draft, onChange }: FaqFieldsProps) {
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-question`} className="text-sm font-medium text-slate-800">
          Question
        </label>
        <input
          id={`${id}-question`}
          value={draft.question}
          onChange={(event) => onChange({ ...draft, question: event.target.value })}
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor={`${id}-answer`} className="text-sm font-medium text-slate-800">
          Answer
        </label>
        <textarea
          id={`${id}-answer`}
          rows={4}
          value={draft.answer}
          onChange={(event) => onChange({ ...draft, answer: event.target.value })}
          className={fieldClasses}
        />
      </div>
    </>
  );
}

/** SPEC section 5: both must hold more than whitespace. */
export function isCompleteDraft({ question, answer }: FaqDraft): boolean {
  return question.trim() !== '' && answer.trim() !== '';
}

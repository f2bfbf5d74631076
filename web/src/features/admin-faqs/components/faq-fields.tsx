import { useId } from 'react';

export interface FaqDraft {
  question: string;
  answer: string;
  /** The "Other phrasings" field as typed: one phrasing a line. */
  phrasings: string;
}

interface FaqFieldsProps {
  draft: FaqDraft;
  onChange: (draft: FaqDraft) => void;
  /** When the question comes filled in, the answer is what is left to write. */
  focusAnswer?: boolean;
}

const fieldClasses =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700';
const labelClasses = 'text-sm font-medium text-slate-800';

/** The question, answer and phrasings fields shared by the add form and a card's edit mode. */
export function FaqFields({ draft, onChange, focusAnswer = false }: FaqFieldsProps) {
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-question`} className={labelClasses}>
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
        <label htmlFor={`${id}-answer`} className={labelClasses}>
          Answer
        </label>
        <textarea
          id={`${id}-answer`}
          rows={4}
          value={draft.answer}
          autoFocus={focusAnswer}
          onChange={(event) => onChange({ ...draft, answer: event.target.value })}
          className={fieldClasses}
        />
      </div>
      <div>
        <label htmlFor={`${id}-phrasings`} className={labelClasses}>
          Other phrasings
        </label>
        <textarea
          id={`${id}-phrasings`}
          rows={3}
          value={draft.phrasings}
          aria-describedby={`${id}-phrasings-hint`}
          onChange={(event) => onChange({ ...draft, phrasings: event.target.value })}
          className={fieldClasses}
        />
        <p id={`${id}-phrasings-hint`} className="mt-1 text-sm text-slate-600">
          One per line, up to 20. Customers asking any of these get this FAQ&apos;s answer.
        </p>
      </div>
    </>
  );
}

/** SPEC section 5: both must hold more than whitespace. */
export function isCompleteDraft({ question, answer }: FaqDraft): boolean {
  return question.trim() !== '' && answer.trim() !== '';
}

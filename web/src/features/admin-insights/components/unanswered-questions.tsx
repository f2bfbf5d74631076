import { INSIGHTS_DAYS, type UnansweredQuestion } from '../types';
import { UnansweredItem } from './unanswered-item';

interface UnansweredQuestionsProps {
  groups: UnansweredQuestion[];
  onCreateFaq: (question: string) => void;
}

/** Questions the FAQs did not answer well, most asked first, each with a way to fix it. */
export function UnansweredQuestions({ groups, onCreateFaq }: UnansweredQuestionsProps) {
  if (groups.length === 0) {
    return (
      <p className="text-slate-600">No unanswered questions in the last {INSIGHTS_DAYS} days.</p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        Questions the assistant declined or visitors rated not helpful. Create an FAQ for one, or
        add it as a phrasing of an FAQ that already answers it, such as the one visitors chose from
        the suggestions.
      </p>
      <ul aria-label="Unanswered questions" className="flex flex-col gap-3">
        {groups.map((group) => (
          <li key={group.question}>
            <UnansweredItem group={group} onCreateFaq={onCreateFaq} />
          </li>
        ))}
      </ul>
    </>
  );
}

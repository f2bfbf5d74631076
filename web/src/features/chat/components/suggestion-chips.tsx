import { usePopularQuestions } from '../hooks/use-popular-questions';
import { suggestionLabel } from '../utils/suggestion-label';
import { SuggestionChip } from './suggestion-chip';

const MAX_SUGGESTIONS = 4;

export function SuggestionChips({ onPick }: { onPick: (question: string) => void }) {
  const faqs = usePopularQuestions();
  const suggestions = faqs?.slice(0, MAX_SUGGESTIONS) ?? [];
  if (suggestions.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2 px-4 pb-3">
      <p id="popular-questions" className="text-sm font-medium text-slate-600">
        Popular questions:
      </p>
      <ul aria-labelledby="popular-questions" className="flex flex-wrap gap-2">
        {suggestions.map((faq) => (
          <li key={faq.id}>
            <SuggestionChip title={faq.question} onClick={() => onPick(faq.question)}>
              {suggestionLabel(faq.question)}
            </SuggestionChip>
          </li>
        ))}
      </ul>
    </div>
  );
}

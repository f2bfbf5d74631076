import type { ChatSuggestion } from '../types';
import { SuggestionChip } from './suggestion-chip';

interface ReplySuggestionsProps {
  suggestions: ChatSuggestion[];
  /** Related questions under a sure answer, labelled so, rather than alternatives to it. */
  related: boolean;
  /** While a reply is pending: nothing more can be sent (SPEC section 5). */
  disabled: boolean;
  onPick: (suggestion: ChatSuggestion) => void;
}

/** The FAQs a reply offers, under it; a click asks one. */
export function ReplySuggestions({
  suggestions,
  related,
  disabled,
  onPick,
}: ReplySuggestionsProps) {
  const list = (
    <ul
      aria-label={related ? 'Related questions' : 'Suggested questions'}
      className="mt-2 flex max-w-[75%] flex-wrap gap-2"
    >
      {suggestions.map((suggestion) => (
        <li key={suggestion.faqId}>
          <SuggestionChip disabled={disabled} onClick={() => onPick(suggestion)}>
            {suggestion.question}
          </SuggestionChip>
        </li>
      ))}
    </ul>
  );
  if (!related) return list;
  return (
    <div className="mt-2">
      <p className="text-xs text-slate-500">Related:</p>
      {list}
    </div>
  );
}

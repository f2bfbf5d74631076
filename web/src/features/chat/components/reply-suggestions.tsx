import type { ChatSuggestion } from '../types';
import { SuggestionChip } from './suggestion-chip';

interface ReplySuggestionsProps {
  suggestions: ChatSuggestion[];
  /** While a reply is pending: nothing more can be sent (SPEC section 5). */
  disabled: boolean;
  onPick: (suggestion: ChatSuggestion) => void;
}

/** The FAQs a reply names as what the visitor may have meant, under it; a click asks one. */
export function ReplySuggestions({ suggestions, disabled, onPick }: ReplySuggestionsProps) {
  return (
    <ul aria-label="Suggested questions" className="mt-2 flex max-w-[75%] flex-wrap gap-2">
      {suggestions.map((suggestion) => (
        <li key={suggestion.faqId}>
          <SuggestionChip disabled={disabled} onClick={() => onPick(suggestion)}>
            {suggestion.question}
          </SuggestionChip>
        </li>
      ))}
    </ul>
  );
}

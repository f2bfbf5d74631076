/** Phrasings shown on the card before the rest fold away (seed FAQs have eight). */
const SHOWN = 3;

/** The other ways customers ask this FAQ's question, when there are any. */
export function FaqPhrasings({ phrasings = [] }: { phrasings?: string[] }) {
  if (phrasings.length === 0) return null;
  const quoted = phrasings.map((phrasing) => `“${phrasing}”`);
  const label = <span className="font-medium">Also asked as:</span>;
  if (quoted.length <= SHOWN) {
    return (
      <p className="mt-2 text-sm break-words text-slate-600">
        {label} {quoted.join(' · ')}
      </p>
    );
  }
  return (
    <details className="mt-2 text-sm break-words text-slate-600">
      <summary className="cursor-pointer">
        {label} {quoted.slice(0, SHOWN).join(' · ')} and {quoted.length - SHOWN} more
      </summary>
      <p className="mt-1">{quoted.slice(SHOWN).join(' · ')}</p>
    </details>
  );
}

/** The other ways customers ask this FAQ's question, when there are any. */
export function FaqPhrasings({ phrasings = [] }: { phrasings?: string[] }) {
  if (phrasings.length === 0) return null;
  return (
    <p className="mt-2 text-sm break-words text-slate-600">
      <span className="font-medium">Also asked as:</span>{' '}
      {phrasings.map((phrasing) => `“${phrasing}”`).join(' · ')}
    </p>
  );
}

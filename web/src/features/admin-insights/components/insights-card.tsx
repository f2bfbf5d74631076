import { useId, type ReactNode } from 'react';

/** One framed part of the Insights section, named by its heading. */
export function InsightsCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

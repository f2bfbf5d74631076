import type { ButtonHTMLAttributes } from 'react';

/** A question offered as a rounded button: the popular questions, and a reply's suggestions. */
export function SuggestionChip(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className="rounded-full border border-emerald-700 bg-white px-3 py-1.5 text-left text-sm text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white"
    />
  );
}

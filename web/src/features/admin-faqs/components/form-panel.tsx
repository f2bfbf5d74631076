import type { FormEvent, ReactNode } from 'react';

interface FormPanelProps {
  id: string;
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** The framed form the toolbar opens. */
export function FormPanel({ id, title, onSubmit, children }: FormPanelProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      id={id}
      aria-label={title}
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </form>
  );
}

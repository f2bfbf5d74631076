import { useState } from 'react';
import { useFaqUsage } from '../api/get-faq-usage';
import { useFaqs } from '../api/get-faqs';
import { FaqCard } from './faq-card';

export function FaqList() {
  const { data: faqs, isPending, error } = useFaqs();
  // one request for every card; without it (loading or failed) the cards leave the line out
  const { data: usageById } = useFaqUsage();
  // SPEC section 4: one FAQ at a time in edit mode
  const [editingId, setEditingId] = useState<number | null>(null);

  if (isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading FAQs...
      </p>
    );
  if (error) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
        Could not load the FAQs ({error.message}). Reload the page or sign in again.
      </p>
    );
  }
  if (faqs.length === 0) {
    return <p className="text-slate-600">No FAQs yet. Add one or import a file.</p>;
  }

  return (
    <ul aria-label="FAQs" className="flex flex-col gap-3">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <FaqCard
            faq={faq}
            usage={usageById ? (usageById.get(faq.id) ?? null) : undefined}
            isEditing={editingId === faq.id}
            onEdit={() => setEditingId(faq.id)}
            onEditDone={() => setEditingId(null)}
          />
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { useDeleteFaq } from '../api/delete-faq';

export function DeleteConfirmation({ faqId, onCancel }: { faqId: number; onCancel: () => void }) {
  const deleteMutation = useDeleteFaq();
  const cancelRef = useRef<HTMLButtonElement>(null);

  // the question appears where the delete button was clicked, so focus goes to its safe answer
  useEffect(() => cancelRef.current?.focus(), []);

  const confirmDelete = () =>
    deleteMutation.mutate(faqId, {
      onSuccess: () => toast({ title: 'FAQ deleted successfully' }),
      onError: () => toast({ title: 'Failed to delete FAQ', variant: 'destructive' }),
    });

  return (
    <div
      role="group"
      aria-label="Confirm delete"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3"
    >
      <p className="text-sm font-medium text-red-800">Delete this FAQ?</p>
      <Button variant="danger" disabled={deleteMutation.isPending} onClick={confirmDelete}>
        {deleteMutation.isPending ? 'Deleting...' : 'Delete'}
      </Button>
      <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

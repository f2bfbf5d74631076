import { InlineConfirmation } from '../../../components/ui/inline-confirmation';
import { toast } from '../../../hooks/use-toast';
import { useDeleteFaq } from '../api/delete-faq';

export function DeleteConfirmation({ faqId, onCancel }: { faqId: number; onCancel: () => void }) {
  const deleteMutation = useDeleteFaq();
  const confirmDelete = () =>
    deleteMutation.mutate(faqId, {
      onSuccess: () => toast({ title: 'FAQ deleted successfully' }),
      onError: () => toast({ title: 'Failed to delete FAQ', variant: 'destructive' }),
    });
  return (
    <InlineConfirmation
      label="Confirm delete"
      question="Delete this FAQ?"
      confirm="Delete"
      confirming="Deleting..."
      pending={deleteMutation.isPending}
      onConfirm={confirmDelete}
      onCancel={onCancel}
    />
  );
}

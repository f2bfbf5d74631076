import { InlineConfirmation } from '../../../components/ui/inline-confirmation';
import { toast } from '../../../hooks/use-toast';
import { errorDescription } from '../../../lib/error-description';
import { useEraseHandoff } from '../api/erase-handoff';

/** Erasing cannot be undone, so it is asked once more, where the button was. */
export function EraseConfirmation({ id, onCancel }: { id: string; onCancel: () => void }) {
  const erase = useEraseHandoff();
  const confirm = () =>
    erase.mutate(id, {
      onSuccess: () => toast({ title: 'Request erased' }),
      onError: (error) =>
        toast({
          title: 'Failed to erase the request',
          description: errorDescription(error, 'Reload the page and try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <InlineConfirmation
      label="Confirm erase"
      question="Erase this request, its conversation and the email address? This cannot be undone."
      confirm="Erase"
      confirming="Erasing..."
      pending={erase.isPending}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}

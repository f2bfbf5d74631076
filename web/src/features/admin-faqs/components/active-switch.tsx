import { toast } from '../../../hooks/use-toast';
import { cn } from '../../../lib/cn';
import type { Faq } from '@caddie/contracts';
import { useUpdateFaq } from '../api/update-faq';

/** Shows and flips whether the FAQ is active (offered to visitors as a suggestion). */
export function ActiveSwitch({ faq }: { faq: Faq }) {
  const updateMutation = useUpdateFaq();

  const toggle = () =>
    updateMutation.mutate(
      { id: faq.id, changes: { isActive: !faq.isActive } },
      {
        onSuccess: () => toast({ title: 'FAQ updated successfully' }),
        onError: () => toast({ title: 'Failed to update FAQ', variant: 'destructive' }),
      },
    );

  return (
    <div className="flex items-center gap-2 pr-2">
      <span
        aria-hidden="true"
        className={cn(
          'min-w-16 text-right text-sm font-medium',
          faq.isActive ? 'text-emerald-800' : 'text-slate-500',
        )}
      >
        {faq.isActive ? 'Active' : 'Inactive'}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={faq.isActive}
        aria-label={`Active: ${faq.question}`}
        disabled={updateMutation.isPending}
        onClick={toggle}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-50',
          faq.isActive ? 'bg-emerald-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            faq.isActive ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}

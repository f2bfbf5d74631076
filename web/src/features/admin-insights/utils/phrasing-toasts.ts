import { toast } from '../../../hooks/use-toast';
import { failureToast } from '../../../lib/failure-toast';
import type { Faq } from '@caddie/contracts';

/** The toasts of adding a question as an FAQ's phrasing, from the form or in one click. */
export function phrasingAddedToast(faq: Faq): void {
  toast({ title: 'Phrasing added', description: `Added to “${faq.question}”.` });
}

export function phrasingFailedToast(failure: unknown): void {
  failureToast(
    'Failed to add phrasing',
    failure,
    'Please try again. If it keeps failing, reload the page.',
  );
}

import { toast } from '../hooks/use-toast';
import { errorDescription } from './error-description';

/** The destructive toast of a failed admin action: its title, described by the error or the advice. */
export function failureToast(title: string, error: unknown, advice: string): void {
  toast({ title, description: errorDescription(error, advice), variant: 'destructive' });
}

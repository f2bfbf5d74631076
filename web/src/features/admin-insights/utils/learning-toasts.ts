import { toast } from '../../../hooks/use-toast';
import { failureToast } from '../../../lib/failure-toast';

const ADVICE = 'Reload the page and try again. If it keeps failing, try again in a few minutes.';

/** The toasts of the admin's decisions under "Learned from visitors". */
export const learningToasts = {
  accepted: (text: string, faq: string) =>
    toast({ title: 'Phrasing learned', description: `“${text}” now gets the answer of “${faq}”.` }),
  acceptedAll: (count: number, faq: string) =>
    toast({
      title: 'Phrasings learned',
      description: `${count} visitor ${count === 1 ? 'message' : 'messages'} now get the answer of “${faq}”.`,
    }),
  rejected: (text: string, faq: string) =>
    toast({
      title: 'Message rejected',
      description: `“${text}” will not be learned for “${faq}”.`,
    }),
  removed: (text: string, faq: string) =>
    toast({
      title: 'Learned phrasing removed',
      description: `“${text}” no longer gets the answer of “${faq}”.`,
    }),
  failed: (title: string) => (error: unknown) => failureToast(title, error, ADVICE),
};

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import type { Faq } from '../../../types/api';
import { useInvalidateFaqs } from './get-faqs';

export interface NewFaq {
  question: string;
  answer: string;
  phrasings: string[];
  isActive: boolean;
}

export async function createFaq(faq: NewFaq): Promise<Faq> {
  const response = await apiRequest('POST', '/api/faqs', faq);
  return (await response.json()) as Faq;
}

export function useCreateFaq() {
  const invalidateFaqs = useInvalidateFaqs();
  return useMutation({ mutationFn: createFaq, onSuccess: invalidateFaqs });
}

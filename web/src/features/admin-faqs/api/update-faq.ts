import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import type { Faq, UpdateFaqDto } from '@caddie/contracts';
import { useInvalidateFaqs } from './get-faqs';

export interface FaqChanges {
  id: number;
  /** Fields left out stay as they are; `phrasings` replaces the whole list. */
  changes: UpdateFaqDto;
}

export async function updateFaq({ id, changes }: FaqChanges): Promise<Faq> {
  const response = await apiRequest('PUT', `/api/faqs/${id}`, changes);
  return (await response.json()) as Faq;
}

export function useUpdateFaq() {
  const invalidateFaqs = useInvalidateFaqs();
  return useMutation({ mutationFn: updateFaq, onSuccess: invalidateFaqs });
}

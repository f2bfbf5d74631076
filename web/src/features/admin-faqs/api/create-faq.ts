import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import type { CreateFaqDto, Faq } from '@caddie/contracts';
import { useInvalidateFaqs } from './get-faqs';

/** The page sends every field of the body, the optional ones too. */
export type NewFaq = Required<CreateFaqDto>;

export async function createFaq(faq: NewFaq): Promise<Faq> {
  const response = await apiRequest('POST', '/api/faqs', faq);
  return (await response.json()) as Faq;
}

export function useCreateFaq() {
  const invalidateFaqs = useInvalidateFaqs();
  return useMutation({ mutationFn: createFaq, onSuccess: invalidateFaqs });
}

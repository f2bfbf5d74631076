import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { useInvalidateFaqs } from './get-faqs';

export async function deleteFaq(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/faqs/${id}`);
}

export function useDeleteFaq() {
  const invalidateFaqs = useInvalidateFaqs();
  return useMutation({ mutationFn: deleteFaq, onSuccess: invalidateFaqs });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import type { Faq } from '../../../types/api';
import { insightsQueryOptions } from './get-insights';
import { allFaqsQueryOptions } from './get-all-faqs';

export interface NewPhrasing {
  faq: Faq;
  phrasing: string;
}

/** PUT /api/faqs/{id} replaces the whole list, so the FAQ's own phrasings go along. */
export async function addFaqPhrasing({ faq, phrasing }: NewPhrasing): Promise<void> {
  const phrasings = [...(faq.phrasings ?? []), phrasing];
  await apiRequest('PUT', `/api/faqs/${faq.id}`, { phrasings });
}

/** Afterwards the server no longer lists the question as unanswered, so the summary refetches. */
export function useAddFaqPhrasing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFaqPhrasing,
    onSuccess: () =>
      Promise.all([
        // the all-FAQs key is a prefix of the active list's, so the chat's list refetches too
        queryClient.invalidateQueries({ queryKey: allFaqsQueryOptions().queryKey }),
        // the summary key is a prefix of the usage key, so FAQ usage refetches too
        queryClient.invalidateQueries({ queryKey: insightsQueryOptions().queryKey }),
      ]),
  });
}

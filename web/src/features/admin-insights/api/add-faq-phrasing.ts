import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import type { Faq } from '@caddie/contracts';
import { insightsQueryOptions } from './get-insights';
import { allFaqsQueryOptions } from './get-all-faqs';

export interface NewPhrasing {
  faq: Faq;
  phrasing: string;
}

/**
 * The chat service's index follows an FAQ change within a second (faq.changed, after the PUT
 * has answered): asked for sooner, the summary may still list the question as unanswered.
 */
const INDEX_FOLLOWS_MS = 1500;

/** PUT /api/faqs/{id} replaces the whole list, so the FAQ's own phrasings go along. */
export async function addFaqPhrasing({ faq, phrasing }: NewPhrasing): Promise<void> {
  const phrasings = [...faq.phrasings, phrasing];
  await apiRequest('PUT', `/api/faqs/${faq.id}`, { phrasings });
}

/**
 * Afterwards the summary refetches once the chat service has the new phrasing: the server then
 * no longer lists the question as unanswered.
 */
export function useAddFaqPhrasing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFaqPhrasing,
    onSuccess: () => {
      // the summary key is a prefix of the usage key, so FAQ usage refetches too
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: insightsQueryOptions().queryKey }),
        INDEX_FOLLOWS_MS,
      );
      // the all-FAQs key is a prefix of the active list's, so the chat's list refetches too
      return queryClient.invalidateQueries({ queryKey: allFaqsQueryOptions().queryKey });
    },
  });
}

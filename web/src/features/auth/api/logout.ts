import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { faqQueryKeys } from '../../../lib/faq-query-keys';
import { insightsQueryKeys } from '../../../lib/insights-query-keys';
import { authStatusQueryOptions } from './get-auth-status';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // admin-only data must not outlive the session it was read with
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: faqQueryKeys.all, exact: true });
      queryClient.removeQueries({ queryKey: insightsQueryKeys.summary });
    },
    // awaited, so the status is fresh before the caller's own onSettled clears its state
    onSettled: () => queryClient.invalidateQueries({ queryKey: authStatusQueryOptions().queryKey }),
  });
}

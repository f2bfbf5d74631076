import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '@caddie/contracts';

// SPEC section 4: the one query refetched on mount and on window focus.
export const authStatusQueryOptions = () =>
  queryOptions<AuthStatus>({
    queryKey: ['/api/auth', 'status'],
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

export function useAuthStatus() {
  return useQuery(authStatusQueryOptions());
}

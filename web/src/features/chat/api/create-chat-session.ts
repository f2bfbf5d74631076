import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** SPEC section 4: when the server cannot open a session, a local id stands in. */
export async function createChatSession(): Promise<string> {
  try {
    const response = await apiRequest('POST', '/api/chat/session');
    const { sessionId } = (await response.json()) as { sessionId?: string };
    if (sessionId) return sessionId;
  } catch {
    // fall through to the local id
  }
  return `session-${Date.now()}`;
}

// Held as a query so StrictMode's double mount and early sends share one request.
export const chatSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/chat/session'],
    queryFn: createChatSession,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useChatSession() {
  return useQuery(chatSessionQueryOptions());
}

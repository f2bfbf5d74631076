import type { LoginResult } from '@caddie/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export async function login(password: string): Promise<LoginResult> {
  const response = await apiRequest('POST', '/api/auth/login', { password });
  return (await response.json()) as LoginResult;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

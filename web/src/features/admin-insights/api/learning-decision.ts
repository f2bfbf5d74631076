import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEARNING_QUERY_KEY } from './get-learning-review';

/**
 * A decision on what visitors taught: afterwards both lists are read again (the chat service
 * has already handed the change to its engine when it answers).
 */
export function useLearningDecision<Input, Result>(decide: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEARNING_QUERY_KEY } from './get-learning-review';

/** What the admin is told of a decision (a toast). */
export interface DecisionCallbacks<Result> {
  onSuccess: (result: Result) => void;
  onError: (error: unknown) => void;
}

/**
 * A decision on what visitors taught: afterwards both lists are read again (the chat service
 * has already handed the change to its engine when it answers). The callbacks belong to the
 * mutation, not to mutate(): the item decided leaves the list when it is read again, and
 * mutate()'s callbacks are dropped once their component is gone.
 */
export function useLearningDecision<Input, Result>(
  decide: (input: Input) => Promise<Result>,
  { onSuccess, onError }: DecisionCallbacks<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (result) => {
      onSuccess(result);
      return queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY });
    },
    onError,
  });
}

import { apiRequest } from '../../../lib/api-request';
import type { DroppedLearning } from '../types';
import { DecisionCallbacks, useLearningDecision } from './learning-decision';

/** DELETE /api/learning/{id}: the engine stops matching the learned phrasing. */
export async function removeLearnedPhrasing(id: number): Promise<DroppedLearning> {
  const response = await apiRequest('DELETE', `/api/learning/${id}`);
  return (await response.json()) as DroppedLearning;
}

export const useRemoveLearnedPhrasing = (callbacks: DecisionCallbacks<DroppedLearning>) =>
  useLearningDecision(removeLearnedPhrasing, callbacks);

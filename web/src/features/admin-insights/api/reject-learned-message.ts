import { apiRequest } from '../../../lib/api-request';
import type { DroppedLearning } from '../types';
import { DecisionCallbacks, useLearningDecision } from './learning-decision';

/** POST /api/learning/{id}/reject: the visitor's words are not learned for that FAQ. */
export async function rejectLearnedMessage(id: number): Promise<DroppedLearning> {
  const response = await apiRequest('POST', `/api/learning/${id}/reject`);
  return (await response.json()) as DroppedLearning;
}

export const useRejectLearnedMessage = (callbacks: DecisionCallbacks<DroppedLearning>) =>
  useLearningDecision(rejectLearnedMessage, callbacks);

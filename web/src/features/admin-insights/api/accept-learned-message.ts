import { apiRequest } from '../../../lib/api-request';
import type { LearnedPhrasing } from '../types';
import { DecisionCallbacks, useLearningDecision } from './learning-decision';

/** POST /api/learning/{id}/accept: the engine answers the visitor's message with the FAQ. */
export async function acceptLearnedMessage(id: number): Promise<LearnedPhrasing> {
  const response = await apiRequest('POST', `/api/learning/${id}/accept`);
  return (await response.json()) as LearnedPhrasing;
}

export const useAcceptLearnedMessage = (callbacks: DecisionCallbacks<LearnedPhrasing>) =>
  useLearningDecision(acceptLearnedMessage, callbacks);

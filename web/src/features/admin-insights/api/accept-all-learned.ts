import { apiRequest } from '../../../lib/api-request';
import type { AcceptedLearning } from '../types';
import { DecisionCallbacks, useLearningDecision } from './learning-decision';

/** POST /api/learning/faqs/{faqId}/accept-all: every message waiting for the FAQ. */
export async function acceptAllLearned(faqId: number): Promise<AcceptedLearning> {
  const response = await apiRequest('POST', `/api/learning/faqs/${faqId}/accept-all`);
  return (await response.json()) as AcceptedLearning;
}

export const useAcceptAllLearned = (callbacks: DecisionCallbacks<AcceptedLearning>) =>
  useLearningDecision(acceptAllLearned, callbacks);

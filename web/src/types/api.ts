/** The shapes the HTTP API answers with (README, "HTTP API"). */
export interface Faq {
  id: number;
  question: string;
  answer: string;
  /**
   * Other ways customers ask the question; they get the same answer. Optional here so that a
   * web build newer than the FAQ service (during a rolling deploy) still shows the list.
   */
  phrasings?: string[];
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export type { AuthStatus } from '@caddie/contracts';

/** The shapes the HTTP API answers with (README, "HTTP API"). */
export interface Faq {
  id: number;
  question: string;
  answer: string;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface AuthStatus {
  isAuthenticated: boolean;
  adminEnabled: boolean;
}

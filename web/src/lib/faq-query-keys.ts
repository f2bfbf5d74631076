/**
 * Shared by chat (active list) and admin-faqs (all), which never import each other.
 * The active key extends the all key, so invalidating `all` refetches both lists.
 */
export const faqQueryKeys = {
  all: ['/api/faqs'] as const,
  active: ['/api/faqs', 'active'] as const,
};

/** Limits a visitor or an administrator can run into; error messages name them. */
export const LIMITS = {
  QUESTION_MAX_LENGTH: 500,
  ANSWER_MAX_LENGTH: 5000,
  /** Alternate phrasings of one FAQ's question. */
  PHRASINGS_MAX_COUNT: 20,
  CHAT_MESSAGE_MAX_LENGTH: 2000,
  SESSION_ID_MAX_LENGTH: 100,
  PASSWORD_MAX_LENGTH: 256,
  IMPORT_MAX_ROWS: 200_000,
  /** Request bodies of POST /api/faqs/import; every other route takes 100 KiB. */
  IMPORT_BODY_MAX_BYTES: 50 * 2 ** 20,
  DEFAULT_BODY_MAX_BYTES: 100 * 2 ** 10,
  /** A handoff request's copy of the conversation: its last lines that fit, as JSON. */
  HANDOFF_TRANSCRIPT_MAX_BYTES: 64 * 2 ** 10,
  /** Requests per page of GET /api/handoffs, by default and at most. */
  HANDOFF_PAGE_SIZE: 20,
  HANDOFF_PAGE_MAX_SIZE: 50,
} as const;

/**
 * Every message that crosses the transport, by name. Services and the gateway import these
 * constants; nobody types a pattern string by hand.
 */
export const AUTH_PATTERNS = {
  LOGIN: 'auth.login',
  ADMIN_ENABLED: 'auth.admin-enabled',
} as const;

export const FAQ_PATTERNS = {
  /** The FAQs (all, or the active ones) a page at a time, the export's too: see faqPages(). */
  LIST_PAGE: 'faq.list-page',
  CREATE: 'faq.create',
  UPDATE: 'faq.update',
  DELETE: 'faq.delete',
  /**
   * An import travels in parts (a single Redis pub/sub message over 32 MB disconnects its
   * subscriber): each part is stored, then the commit reads them back and imports all at once.
   */
  IMPORT_PART: 'faq.import-part',
  IMPORT_COMMIT: 'faq.import-commit',
} as const;

export const CHAT_PATTERNS = {
  CREATE_SESSION: 'chat.create-session',
  REPLY: 'chat.reply',
  FEEDBACK: 'chat.feedback',
  /** The popular FAQs, for the chat page's chips; answered from memory, never the database. */
  POPULAR: 'chat.popular',
} as const;

/** Questions visitors left for the shop's team (the chat service keeps them). */
export const HANDOFF_PATTERNS = {
  CREATE: 'handoff.create',
  /** A page of requests, without their conversations (a reply stays small). */
  LIST: 'handoff.list',
  /** One request with its conversation. */
  GET: 'handoff.get',
  UPDATE: 'handoff.update',
  ERASE: 'handoff.erase',
} as const;

/**
 * Learning from visitors (the chat service keeps what they taught it): what waits for review,
 * what is learned, and the admin's decisions.
 */
export const LEARNING_PATTERNS = {
  LIST_PENDING: 'learning.list-pending',
  LIST_LEARNED: 'learning.list-learned',
  ACCEPT: 'learning.accept',
  REJECT: 'learning.reject',
  ACCEPT_ALL: 'learning.accept-all',
  REMOVE: 'learning.remove',
} as const;

/** What customers asked, read from the chat transcripts (the chat service answers these). */
export const INSIGHTS_PATTERNS = {
  SUMMARY: 'insights.summary',
  FAQ_USAGE: 'insights.faq-usage',
} as const;

/** Fire-and-forget events. Handlers must be idempotent: delivery is at most once. */
export const FAQ_EVENTS = {
  CHANGED: 'faq.changed',
} as const;

/** Every service answers this, so the gateway can tell "up" from "not answering". */
export const HEALTH_PATTERN = 'health.ping';

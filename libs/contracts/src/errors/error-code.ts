/** Domain error codes carried over the transport; the gateway maps each to one HTTP status. */
export enum ErrorCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  FAQ_NOT_FOUND = 'FAQ_NOT_FOUND',
  MESSAGE_NOT_FOUND = 'MESSAGE_NOT_FOUND',
  HANDOFF_NOT_FOUND = 'HANDOFF_NOT_FOUND',
  /** A handoff from a session the chat service did not issue, or with no visitor message. */
  HANDOFF_NO_CONVERSATION = 'HANDOFF_NO_CONVERSATION',
  /** This session already has an open request, left with another email address. */
  HANDOFF_ALREADY_OPEN = 'HANDOFF_ALREADY_OPEN',
  /** Too many requests for one email address, or for the shop, in the window. */
  HANDOFF_LIMITED = 'HANDOFF_LIMITED',
  LEARNED_MESSAGE_NOT_FOUND = 'LEARNED_MESSAGE_NOT_FOUND',
  IMPORT_INVALID = 'IMPORT_INVALID',
  NOT_SIGNED_IN = 'NOT_SIGNED_IN',
  ADMIN_DISABLED = 'ADMIN_DISABLED',
  LOGIN_THROTTLED = 'LOGIN_THROTTLED',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL = 'INTERNAL',
}

export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.VALIDATION_FAILED]: 400,
  [ErrorCode.IMPORT_INVALID]: 400,
  [ErrorCode.NOT_SIGNED_IN]: 401,
  [ErrorCode.ADMIN_DISABLED]: 403,
  [ErrorCode.FAQ_NOT_FOUND]: 404,
  [ErrorCode.MESSAGE_NOT_FOUND]: 404,
  [ErrorCode.HANDOFF_NOT_FOUND]: 404,
  [ErrorCode.HANDOFF_NO_CONVERSATION]: 400,
  [ErrorCode.HANDOFF_ALREADY_OPEN]: 409,
  [ErrorCode.HANDOFF_LIMITED]: 429,
  [ErrorCode.LEARNED_MESSAGE_NOT_FOUND]: 404,
  [ErrorCode.LOGIN_THROTTLED]: 429,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
  [ErrorCode.INTERNAL]: 500,
};

/** What a service sends back instead of a result when it refuses a request. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  /** Seconds the caller should wait, for LOGIN_THROTTLED and HANDOFF_LIMITED. */
  retryAfterSeconds?: number;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof message === 'string' && Object.values(ErrorCode).includes(code as ErrorCode);
}

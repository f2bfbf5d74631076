/** Domain error codes carried over the transport; the gateway maps each to one HTTP status. */
export enum ErrorCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  FAQ_NOT_FOUND = 'FAQ_NOT_FOUND',
  MESSAGE_NOT_FOUND = 'MESSAGE_NOT_FOUND',
  HANDOFF_NOT_FOUND = 'HANDOFF_NOT_FOUND',
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
  [ErrorCode.LEARNED_MESSAGE_NOT_FOUND]: 404,
  [ErrorCode.LOGIN_THROTTLED]: 429,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
  [ErrorCode.INTERNAL]: 500,
};

/** What a service sends back instead of a result when it refuses a request. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  /** Seconds the caller should wait, for LOGIN_THROTTLED. */
  retryAfterSeconds?: number;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof message === 'string' && Object.values(ErrorCode).includes(code as ErrorCode);
}

import { ErrorCode, RpcErrorPayload } from '@caddie/contracts';

/** A refusal the caller can act on. The message is shown to people: say what to do. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toPayload(): RpcErrorPayload {
    const payload: RpcErrorPayload = { code: this.code, message: this.message };
    if (this.retryAfterSeconds !== undefined) payload.retryAfterSeconds = this.retryAfterSeconds;
    return payload;
  }
}

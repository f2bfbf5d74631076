import { HttpException, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { ClientProxy } from '@nestjs/microservices';
import { ERROR_HTTP_STATUS, ErrorCode, isRpcErrorPayload } from '@caddie/contracts';
import { SpanKind, endSpan, inSpan } from '@caddie/service-kit';
import { performance } from 'node:perf_hooks';
import { TimeoutError, lastValueFrom, timeout } from 'rxjs';
import { RpcOutcome, rpcCallSeconds } from '../metrics/rpc-call.metrics';

/** An HTTP error that came from a service's refusal, with Retry-After when it asked for one. */
export class ServiceRefusal extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message }, status);
  }
}

/**
 * One service behind the gateway. Every call has a deadline: a service that is down, slow or
 * unreachable gives a fast 503 instead of a hanging request.
 */
export class ServiceClient {
  private readonly logger: Logger;

  constructor(
    readonly name: string,
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
  ) {
    this.logger = new Logger(`${name}-client`);
  }

  /** Sends a message and waits for the answer, in a span of its own when tracing is on. */
  send<T>(pattern: string, payload: object = {}, timeoutMs = this.timeoutMs): Promise<T> {
    return inSpan(pattern, SpanKind.CLIENT, undefined, async (span) => {
      const started = performance.now();
      const record = (outcome: RpcOutcome, status: number) =>
        rpcCallSeconds.observe(
          { callee: this.name, pattern, outcome, status: String(status) },
          (performance.now() - started) / 1000,
        );
      try {
        const answer = await lastValueFrom(
          this.proxy.send<T>(pattern, payload).pipe(timeout(timeoutMs)),
        );
        record('ok', 200);
        endSpan(span);
        return answer;
      } catch (error) {
        const refusal = this.toHttpError(error, timeoutMs);
        record(outcomeOf(error), refusal.getStatus());
        endSpan(span, error);
        throw refusal;
      }
    });
  }

  close(): Promise<void> {
    return this.proxy.close();
  }

  private toHttpError(error: unknown, timeoutMs: number): HttpException {
    if (isRpcErrorPayload(error)) {
      return new ServiceRefusal(
        ERROR_HTTP_STATUS[error.code],
        error.message,
        error.retryAfterSeconds,
      );
    }
    const unavailable = ERROR_HTTP_STATUS[ErrorCode.SERVICE_UNAVAILABLE];
    if (error instanceof TimeoutError) {
      this.logger.warn(`${this.name} service did not answer within ${timeoutMs} ms`);
      return new ServiceRefusal(
        unavailable,
        `The ${this.name} service did not answer in time. Try again in a moment.`,
      );
    }
    this.logger.warn(
      `${this.name} service unreachable: ${(error as Error)?.message ?? String(error)}`,
    );
    return new ServiceRefusal(
      unavailable,
      `The ${this.name} service is not reachable right now. Try again in a moment.`,
    );
  }
}

function outcomeOf(error: unknown): RpcOutcome {
  if (isRpcErrorPayload(error)) return 'refused';
  return error instanceof TimeoutError ? 'timeout' : 'unreachable';
}

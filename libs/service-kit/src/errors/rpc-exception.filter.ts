import { ArgumentsHost, Catch, ExceptionFilter, HttpServer, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { ErrorCode, RpcErrorPayload } from '@caddie/contracts';
import { Observable, throwError } from 'rxjs';
import { DomainError } from './domain-error';
import { isStoreOutage } from './store-outage';

/**
 * Turns whatever a message handler throws into an RpcErrorPayload. Domain errors pass their
 * code and message; a store that cannot be reached is SERVICE_UNAVAILABLE (503); anything
 * else is a bug: logged here, and the caller gets no internals.
 */
@Catch()
export class AllRpcExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('RpcExceptions');

  private readonly http: BaseExceptionFilter;

  constructor(
    private readonly serviceName: string,
    httpAdapter: HttpServer,
  ) {
    this.http = new BaseExceptionFilter(httpAdapter);
  }

  catch(exception: unknown, host: ArgumentsHost): Observable<RpcErrorPayload> | void {
    // The health probes are the only HTTP routes of a service; Nest's own handling fits them.
    if (host.getType() === 'http') return this.http.catch(exception, host);
    if (exception instanceof DomainError) return throwError(() => exception.toPayload());
    const pattern = host.switchToRpc().getContext()?.getPattern?.();
    if (isStoreOutage(exception)) {
      // An outage, not a bug: one line without a stack, and a 503 that says to try again.
      this.logger.warn({ pattern, err: String(exception) }, 'A store is unreachable');
      return throwError(() => ({
        code: ErrorCode.SERVICE_UNAVAILABLE,
        message: `The ${this.serviceName} service cannot reach its data store right now. Try again in a moment.`,
      }));
    }
    this.logger.error({ err: exception, pattern }, 'Unexpected error in a message handler');
    return throwError(() => ({
      code: ErrorCode.INTERNAL,
      message: `The ${this.serviceName} service failed on this request. Try again; if it keeps failing, check the ${this.serviceName} service logs.`,
    }));
  }
}

import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { HEALTH_PATTERN } from '@caddie/contracts';
import { performance } from 'node:perf_hooks';
import { Observable, tap } from 'rxjs';
import { rpcHandledSeconds } from '../metrics/rpc-handled.metrics';
import { messagePatternOf } from '../transport/message-pattern';

/**
 * One line per message a service handles, as the gateway writes one per HTTP request: its
 * pattern and milliseconds (and, from the logger's mixin, the request id it serves); the same
 * figures go to caddie_rpc_handled_seconds.
 */
@Injectable()
export class MessageLogInterceptor implements NestInterceptor {
  private readonly logger = new Logger('messages');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const pattern = messagePatternOf(context);
    // The gateway's readiness pings every few seconds would drown the useful lines.
    if (pattern === HEALTH_PATTERN) return next.handle();
    const started = performance.now();
    const done = (outcome: 'handled' | 'failed') => {
      const ms = performance.now() - started;
      rpcHandledSeconds.observe({ pattern, outcome }, ms / 1000);
      this.logger.log(`${pattern} ${outcome} in ${Math.round(ms)} ms`);
    };
    return next
      .handle()
      .pipe(tap({ complete: () => done('handled'), error: () => done('failed') }));
  }
}

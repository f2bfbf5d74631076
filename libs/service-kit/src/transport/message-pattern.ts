import { ExecutionContext } from '@nestjs/common';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';

/** The pattern of the message a handler answers (its @MessagePattern), for logs, metrics, spans. */
export function messagePatternOf(context: ExecutionContext): string {
  const patterns: unknown[] = Reflect.getMetadata(PATTERN_METADATA, context.getHandler()) ?? [];
  return String(patterns[0] ?? context.getHandler().name);
}

import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** The public routes' budgets, each set per client by its own setting (see GatewayConfig). */
export type RateLimitKind = 'messages' | 'sessions' | 'feedback';

export const RATE_LIMIT_KIND = 'caddie:rate-limit-kind';

/** Limits a public route per client (by IP, behind TRUST_PROXY) to its kind's budget a minute. */
export const RateLimited = (kind: RateLimitKind) =>
  applyDecorators(SetMetadata(RATE_LIMIT_KIND, kind), UseGuards(ThrottlerGuard));

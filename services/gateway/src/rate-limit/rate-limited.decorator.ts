import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { schemaRef } from '../api-document/request-schemas';
import { ClientThrottlerGuard } from './client-throttler.guard';

/** The public routes' budgets, each set per client by its own setting (see GatewayConfig). */
export type RateLimitKind = 'messages' | 'sessions' | 'feedback' | 'login';

export const RATE_LIMIT_KIND = 'caddie:rate-limit-kind';

/**
 * Limits a public route per client (its address, or its IPv6 /64; read through TRUSTED_PROXIES)
 * to its kind's budget a minute.
 */
export const RateLimited = (kind: RateLimitKind) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KIND, kind),
    UseGuards(ClientThrottlerGuard),
    ApiTooManyRequestsResponse({
      description: 'Over the budget a minute; Retry-After says when to try again',
      schema: schemaRef('ApiError'),
    }),
  );

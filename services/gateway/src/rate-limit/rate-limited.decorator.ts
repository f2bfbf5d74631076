import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { schemaRef } from '../api-document/request-schemas';

/** The public routes' budgets, each set per client by its own setting (see GatewayConfig). */
export type RateLimitKind = 'messages' | 'sessions' | 'feedback';

export const RATE_LIMIT_KIND = 'caddie:rate-limit-kind';

/** Limits a public route per client (by IP, behind TRUST_PROXY) to its kind's budget a minute. */
export const RateLimited = (kind: RateLimitKind) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KIND, kind),
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({
      description: 'Over the budget a minute; Retry-After says when to try again',
      schema: schemaRef('ApiError'),
    }),
  );

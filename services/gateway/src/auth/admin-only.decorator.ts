import { UseGuards, applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { schemaRef } from '../api-document/request-schemas';
import { SESSION_COOKIE } from '../session/session-options';
import { AdminGuard } from './admin.guard';

/** An admin route: enforced by AdminGuard, and documented as needing the session cookie. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: 'Not signed in', schema: schemaRef('ApiError') }),
    ApiForbiddenResponse({ description: 'Admin is disabled', schema: schemaRef('ApiError') }),
  );

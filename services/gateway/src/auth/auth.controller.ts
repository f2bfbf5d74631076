import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { AUTH_PATTERNS, AuthStatus, LoginDto, LoginResult } from '@caddie/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ApiAnswers } from '../api-document/api-decorators';
import { clientKeyOf } from '../http/client-address';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { sessionCookieName } from '../session/session-options';
import { ServiceClient } from '../transport/service-client';
import { AUTH_CLIENT } from '../transport/service-clients.module';
import { GatewayConfig } from '../config/gateway.config';
import { AdminStatusService } from './admin-status.service';
import { isSignedInAdmin } from './admin-session';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(AUTH_CLIENT) private readonly auth: ServiceClient,
    private readonly adminStatus: AdminStatusService,
    private readonly config: GatewayConfig,
  ) {}

  /** A wrong password is an answer ({success: false}); too many of them is a 429. */
  @Post('login')
  @RateLimited('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in as admin; sets the session cookie on success' })
  @ApiAnswers('LoginResult', 'success: false for a wrong password (429 after too many)')
  async login(@Body() dto: LoginDto, @Req() request: FastifyRequest): Promise<LoginResult> {
    const result = await this.auth.send<LoginResult>(AUTH_PATTERNS.LOGIN, {
      password: dto.password,
      clientKey: clientKeyOf(request.ip),
    });
    if (!result.success) return { success: false };
    // A new id at sign-in, so a session id planted before it is worth nothing after.
    // The session store's failures reach the client as a 503 (UnavailableWhenFailing).
    await request.session.regenerate();
    request.session.set('isAdmin', true);
    request.session.set('signedInAt', new Date().toISOString());
    await request.session.save();
    return { success: true };
  }

  @Get('status')
  @ApiOperation({ summary: 'Whether this browser is signed in, and whether admin is enabled' })
  @ApiAnswers('AuthStatus', 'The sign-in state')
  async status(@Req() request: FastifyRequest): Promise<AuthStatus> {
    const adminEnabled = await this.adminStatus.isEnabled();
    return {
      isAuthenticated: adminEnabled && isSignedInAdmin(request, this.config.SESSION_MAX_HOURS),
      adminEnabled,
    };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: ends the session and clears its cookie' })
  @ApiAnswers('LogoutResult', 'Signed out')
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<{ success: true }> {
    await request.session?.destroy();
    // As it was set: a __Host- cookie is only replaced by one with Secure.
    response.clearCookie(sessionCookieName(this.config), {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.COOKIE_SECURE === 'true' || request.protocol === 'https',
    });
    return { success: true };
  }
}

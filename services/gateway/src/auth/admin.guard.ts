import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway.config';
import { AdminStatusService } from './admin-status.service';
import { isSignedInAdmin } from './admin-session';

/** Server-side enforcement of every admin route, whatever the page shows: 403 when admin is off, 401 when not signed in. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly adminStatus: AdminStatusService,
    private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await this.adminStatus.isEnabled())) {
      throw new ForbiddenException(
        'Admin is disabled on this server. Ask the system administrator to enable it.',
      );
    }
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isSignedInAdmin(request, this.config.SESSION_MAX_HOURS)) {
      // A session past its absolute lifetime is ended, not just refused.
      if (request.session?.get('isAdmin') === true) await request.session.destroy();
      throw new UnauthorizedException(
        'Sign in as admin to do this: open /admin and enter the admin password.',
      );
    }
    return true;
  }
}

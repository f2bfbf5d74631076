import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, LoginAttemptMessage, LoginResult } from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { PasswordVerifier } from '../password/password-verifier';
import { LOGIN_THROTTLE, LoginThrottle } from '../throttle/login-throttle';

/** The configured password, or none; and the ADMIN_ENABLED switch. */
export interface AdminAccess {
  password?: PasswordVerifier;
  switchedOn: boolean;
}

export const ADMIN_ACCESS = Symbol('ADMIN_ACCESS');

@Injectable()
export class LoginService {
  constructor(
    @Inject(ADMIN_ACCESS) private readonly access: AdminAccess,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
  ) {}

  get adminEnabled(): boolean {
    return this.access.switchedOn && this.access.password !== undefined;
  }

  async login({ password, clientKey }: LoginAttemptMessage): Promise<LoginResult> {
    const { password: configured } = this.access;
    if (!configured || !this.adminEnabled) {
      throw new DomainError(
        ErrorCode.ADMIN_DISABLED,
        'Admin is disabled on this server. Ask the system administrator to enable it.',
      );
    }
    // Counted before the check: parallel guesses each take one of the client's attempts.
    const waitSeconds = await this.throttle.attempt(clientKey);
    if (waitSeconds > 0) {
      throw new DomainError(
        ErrorCode.LOGIN_THROTTLED,
        `Too many failed sign-in attempts. Wait ${waitSeconds} seconds, then try again.`,
        waitSeconds,
      );
    }
    if (await configured.verify(password)) {
      await this.throttle.succeeded(clientKey);
      return { success: true };
    }
    return { success: false };
  }
}
